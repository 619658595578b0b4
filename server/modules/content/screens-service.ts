import { createHash } from 'node:crypto';
import { AppError } from '../../contract/app-error.ts';
import { UnreadableCopyError, type CopyStore } from './copy/copy-store.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import { resolveCopy } from './copy/resolve-copy.ts';
import { ScreenStore, UnreadableScreenError, type StoredScreen } from './screen-store.ts';

export type ScreenAnswer =
  { notModified: true; etag: string } | { notModified: false; etag: string; document: object };

/** Whether an If-None-Match header names this ETag (weak or strong, or "*"). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

interface Served {
  /** What the served copy was made from: the screen file's ETag and the copy's stamp. */
  from: string;
  etag: string;
  document: object;
}

/**
 * Serving screens (decisions 0005, 0016): refuse a format the client cannot draw, else the file with
 * its copy references resolved in the asked locale, or 304. The ETag names the locale and changes
 * with the screen file and with any text it shows.
 */
export function createScreensService(
  store: ScreenStore,
  copy: CopyStore,
  log: { warn(obj: object, msg: string): void },
) {
  const served = new Map<string, Served>();

  async function textsOf(id: string, locale: CopyLocale) {
    try {
      return await copy.copy(locale);
    } catch (error) {
      if (!(error instanceof UnreadableCopyError)) throw error;
      // The app's own copy of the screen, built with its words, is better than keys.
      log.warn({ screen: id, reason: error.message }, 'screen refused: its copy catalogue is not readable');
      throw new AppError('SCREEN_UNAVAILABLE');
    }
  }

  async function inLocale(screen: StoredScreen, locale: CopyLocale): Promise<Served> {
    const texts = await textsOf(screen.id, locale);
    const from = `${screen.etag}|${texts.stamp}`;
    const known = served.get(`${screen.id}|${locale}`);
    if (known?.from === from) return known;
    const document = resolveCopy(screen.document, texts.texts);
    const hash = createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 10);
    const made = { from, etag: `"${screen.id}@${screen.version}-${hash}-${locale}"`, document };
    served.set(`${screen.id}|${locale}`, made);
    return made;
  }

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
    locale: CopyLocale,
  ): Promise<ScreenAnswer> {
    const screen = await load(id);
    // A client that does not say what it draws gets the file; every client of ours says it.
    if (rendererFormat !== undefined && screen.format > rendererFormat)
      throw new AppError('SCREEN_NEEDS_NEWER_APP');
    const { etag, document } = await inLocale(screen, locale);
    if (matchesEtag(ifNoneMatch, etag)) return { notModified: true, etag };
    return { notModified: false, etag, document };
  }

  async function list() {
    const screens = await store.list();
    return screens.map(({ id, version, format, path }) => ({ id, version, format, path }));
  }

  return { get, list };
}
