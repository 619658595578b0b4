import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { catalogueFile, parseCatalogue } from './catalogue-file.ts';
import { SOURCE_LOCALE, type CopyLocale } from '../../../contract/locale.ts';
import type { CopyCatalogue } from './resolve-copy.ts';

export interface LocaleCopy {
  /** The locale's texts over the English ones: a key the locale lacks shows in English. */
  texts: CopyCatalogue;
  /** Changes whenever a text a screen may show in this locale changes (part of the ETag). */
  stamp: string;
}

interface FileEntry {
  mtimeMs: number;
  size: number;
  texts: Record<string, string>;
  hash: string;
  /** Set when the file as it is now could not be read and nothing read before stands in. */
  unreadable?: string;
}

/** The English catalogue cannot be read and none was read before: no screen can be put in words. */
export class UnreadableCopyError extends Error {
  override name = 'UnreadableCopyError';
}

type Warn = (obj: object, msg: string) => void;

/**
 * The copy catalogue files of a folder (`schemas/copy`, COPY_DIR). With `reload` (development) a file
 * is read again when its modification time or size changes, as screen files are, so a text staff
 * edit shows on the next request; otherwise each file is read once. A missing file counts as empty
 * (its texts fall back to English, then to the key).
 *
 * A file that cannot be read (a comma missing in a hand edit) keeps the texts read before it
 * changed. Counted as empty, one broken en.json put raw keys ("home.apply-now") on every screen of
 * every borrower. With nothing read before, a translation shows in English, and the English
 * catalogue throws UnreadableCopyError: the screen is refused, and the app draws the copy it was
 * built with.
 */
export class CopyStore {
  private readonly files = new Map<string, FileEntry>();
  private readonly merged = new Map<CopyLocale, LocaleCopy>();

  constructor(
    private readonly dir: string,
    private readonly reload: boolean,
    private readonly warn: Warn,
  ) {}

  async copy(locale: CopyLocale): Promise<LocaleCopy> {
    const source = await this.file(SOURCE_LOCALE);
    if (source.unreadable) throw new UnreadableCopyError(source.unreadable);
    const own = locale === SOURCE_LOCALE ? undefined : await this.file(locale);
    const stamp = own ? `${source.hash}.${own.hash}` : source.hash;
    const known = this.merged.get(locale);
    if (known?.stamp === stamp) return known;
    const copy = { texts: own ? { ...source.texts, ...own.texts } : source.texts, stamp };
    this.merged.set(locale, copy);
    return copy;
  }

  private async file(locale: CopyLocale): Promise<FileEntry> {
    const cached = this.files.get(locale);
    if (cached && !this.reload) return cached;
    const file = catalogueFile(this.dir, locale);
    const info = await stat(file).catch(() => undefined);
    if (!info) return this.keep(locale, { mtimeMs: 0, size: 0, texts: {}, hash: 'none' });
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const text = await readFile(file, 'utf8');
    const seen = { mtimeMs: info.mtimeMs, size: info.size };
    try {
      const texts = parseCatalogue(text);
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
      return this.keep(locale, { ...seen, texts, hash });
    } catch (error) {
      const reason = (error as Error).message;
      const kept = cached && !cached.unreadable ? cached : undefined;
      this.warn(
        { file, reason },
        kept
          ? 'copy catalogue is not readable; the texts read before it changed are served'
          : 'copy catalogue is not readable',
      );
      if (kept) return this.keep(locale, { ...kept, ...seen });
      const nothing = { ...seen, texts: {}, hash: 'unreadable' };
      return this.keep(
        locale,
        locale === SOURCE_LOCALE ? { ...nothing, unreadable: `${file}: ${reason}` } : nothing,
      );
    }
  }

  private keep(locale: CopyLocale, entry: FileEntry): FileEntry {
    this.files.set(locale, entry);
    return entry;
  }
}
