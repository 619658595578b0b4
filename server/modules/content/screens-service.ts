import { AppError } from '../../contract/app-error.ts';
import { ScreenStore, UnreadableScreenError, type StoredScreen } from './screen-store.ts';

export type ScreenAnswer =
  { notModified: true; etag: string } | { notModified: false; etag: string; document: object };

/** Whether an If-None-Match header names this ETag (weak or strong, or "*"). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Serving screens (decision 0005): refuse a format the client cannot draw, else the file or 304. */
export function createScreensService(store: ScreenStore, log: { warn(obj: object, msg: string): void }) {
  async function load(id: string): Promise<StoredScreen> {
    try {
      const screen = await store.get(id);
      if (!screen) throw new AppError('SCREEN_NOT_FOUND');
      return screen;
    } catch (error) {
      if (!(error instanceof UnreadableScreenError)) throw error;
      log.warn({ screen: id, reason: error.message }, 'screen file is not readable');
      throw new AppError('SCREEN_UNAVAILABLE');
    }
  }

  async function get(
    id: string,
    rendererFormat: number | undefined,
    ifNoneMatch: string | undefined,
  ): Promise<ScreenAnswer> {
    const screen = await load(id);
    // A client that does not say what it draws gets the file; every client of ours says it.
    if (rendererFormat !== undefined && screen.format > rendererFormat)
      throw new AppError('SCREEN_NEEDS_NEWER_APP');
    if (matchesEtag(ifNoneMatch, screen.etag)) return { notModified: true, etag: screen.etag };
    return { notModified: false, etag: screen.etag, document: screen.document };
  }

  async function list() {
    const screens = await store.list();
    return screens.map(({ id, version, format, path }) => ({ id, version, format, path }));
  }

  return { get, list };
}
