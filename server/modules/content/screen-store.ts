import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface StoredScreen {
  id: string;
  version: number;
  format: number;
  /** The route path, null for a fragment (no route). */
  path: string | null;
  etag: string;
  document: Record<string, unknown>;
}

/** The file exists but is not a screen document (bad JSON, e.g. saved mid-edit, or no version). */
export class UnreadableScreenError extends Error {
  override name = 'UnreadableScreenError';
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  screen: StoredScreen;
}

const isPositiveInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

function parseScreen(id: string, text: string): StoredScreen {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new UnreadableScreenError(`screen ${id}: ${(error as Error).message}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new UnreadableScreenError(`screen ${id}: not a JSON object`);
  }
  const doc = document as Record<string, unknown>;
  if (!isPositiveInteger(doc.version) || !isPositiveInteger(doc.format)) {
    throw new UnreadableScreenError(`screen ${id}: version and format must be positive integers`);
  }
  const route = doc.route as { path?: unknown } | undefined;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return {
    id,
    version: doc.version,
    format: doc.format,
    path: typeof route?.path === 'string' ? route.path : null,
    etag: `"${id}@${doc.version}-${hash}"`,
    document: { ...doc, id: typeof doc.id === 'string' ? doc.id : id },
  };
}

/**
 * Screen files read from a folder. With `reload` (development) a file is read again when its
 * modification time or size changes, so staff edits show on the next request; otherwise a file
 * is read once and kept.
 */
export class ScreenStore {
  private readonly cache = new Map<string, CacheEntry>();
  private listing: string[] | undefined;

  constructor(
    private readonly dir: string,
    private readonly reload: boolean,
  ) {}

  /** The screen, or null when there is no such file. `id` must already be a valid screen id. */
  async get(id: string): Promise<StoredScreen | null> {
    const cached = this.cache.get(id);
    if (cached && !this.reload) return cached.screen;
    const file = path.join(this.dir, `${id}.json`);
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.screen;
    const screen = parseScreen(id, await readFile(file, 'utf8'));
    this.cache.set(id, { mtimeMs: info.mtimeMs, size: info.size, screen });
    return screen;
  }

  /** Every readable screen, by id; unreadable files are left out of the list. */
  async list(): Promise<StoredScreen[]> {
    if (!this.listing || this.reload) {
      const files = await readdir(this.dir).catch(() => [] as string[]);
      this.listing = files
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length))
        .sort();
    }
    const screens: StoredScreen[] = [];
    for (const id of this.listing) {
      const screen = await this.get(id).catch(() => null);
      if (screen) screens.push(screen);
    }
    return screens;
  }
}
