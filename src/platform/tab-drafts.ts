/**
 * Forms' drafts kept in the browser tab's sessionStorage (decision 0090): they survive a reload and
 * a tab the phone killed while the camera or another app had it, and go with the tab. Every call
 * swallows storage's refusals (blocked site data, full, private mode): a draft is a convenience.
 */
import { isJsonObject } from '../../renderer/loading/migrations/json-object.ts';
import type { DraftStore } from '../../renderer/services-api.ts';
import { tabStorage } from './browser-storage.ts';

const PREFIX = 'draft:';

/**
 * The tab's drafts, kept only while `canKeep()` says so (signed in): a screen left because the
 * session ended (Quit, the server's -4) keeps its draft on the way out, after sign out dropped them.
 */
export function createTabDrafts(canKeep: () => boolean): DraftStore {
  return {
    read: tabDrafts.read,
    write: (key, values) => {
      if (canKeep()) tabDrafts.write(key, values);
    },
    remove: tabDrafts.remove,
  };
}

export const tabDrafts: DraftStore = {
  read(key) {
    try {
      const text = tabStorage()?.getItem(PREFIX + key);
      const value: unknown = text ? JSON.parse(text) : undefined;
      return isJsonObject(value) ? value : undefined;
    } catch {
      return undefined;
    }
  },
  write(key, values) {
    try {
      tabStorage()?.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // Refused or full: nothing is kept.
    }
  },
  remove(key) {
    try {
      tabStorage()?.removeItem(PREFIX + key);
    } catch {
      // Refused: there was nothing to remove.
    }
  },
};

/** Drops every form's draft in this tab (sign out: what one borrower typed is not another's). */
export function clearTabDrafts(): void {
  try {
    const storage = tabStorage();
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Refused: nothing was kept.
  }
}
