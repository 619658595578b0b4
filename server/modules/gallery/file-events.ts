/**
 * Tells the open gallery pages which file changed under the screens, fixtures or copy folder
 * (fs.watch), so they redraw the frames of that screen. A burst of events for one file (editors
 * write, rename and touch) is sent once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileLabel } from '../../../scripts/check/read-json.ts';

export interface FileChange {
  /** The file, relative to the project. */
  file: string;
  /** The screen whose frames it affects; null when it may affect every screen (the copy). */
  screen: string | null;
}

export interface WatchedFolders {
  root: string;
  screensDir: string;
  fixturesDir: string;
  copyDir?: string;
}

type Listener = (change: FileChange) => void;

const QUIET_MS = 60;

function screenOf(kind: 'screens' | 'fixtures' | 'copy', name: string): string | null {
  if (kind === 'copy') return null;
  const first = name.split(/[\\/]/)[0] ?? '';
  return kind === 'screens' ? first.replace(/\.json$/, '') : first;
}

export function watchGalleryFiles(folders: WatchedFolders) {
  const listeners = new Set<Listener>();
  const pending = new Map<string, NodeJS.Timeout>();
  const watchers: fs.FSWatcher[] = [];

  const announce = (change: FileChange) => {
    clearTimeout(pending.get(change.file));
    pending.set(
      change.file,
      setTimeout(() => {
        pending.delete(change.file);
        for (const listener of listeners) listener(change);
      }, QUIET_MS),
    );
  };

  const watch = (kind: 'screens' | 'fixtures' | 'copy', dir: string | undefined) => {
    if (dir === undefined || !fs.existsSync(dir)) return;
    try {
      const watcher = fs.watch(dir, { recursive: kind === 'fixtures' }, (_event, name) => {
        if (!name) return;
        const file = fileLabel(path.join(dir, name.toString()), folders.root);
        announce({ file, screen: screenOf(kind, name.toString()) });
      });
      // A watched folder removed while running just stops telling.
      watcher.on('error', () => watcher.close());
      watchers.push(watcher);
    } catch {
      // Watching is a convenience: without it the pages still show the files as they were loaded.
    }
  };

  return {
    /** Starts telling `listener` about changes; returns the stop. */
    subscribe(listener: Listener): () => void {
      if (watchers.length === 0) {
        watch('screens', folders.screensDir);
        watch('fixtures', folders.fixturesDir);
        watch('copy', folders.copyDir);
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close(): void {
      for (const watcher of watchers.splice(0)) watcher.close();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      listeners.clear();
    },
  };
}
