/**
 * Check (copy, decision 0016): the texts borrowers read live in the copy catalogue
 * (`schemas/copy/en.json`) and screens refer to them with `{ "$copy": "<key>" }`. The screens are
 * resolved in English before every other check, so a catalogue text's `{{path}}` placeholders are
 * proved like any binding and every pointer stays the screen's own. Then this check reports: keys a
 * screen names that the catalogue lacks, literal texts in a copy position (x-copy), keys no screen
 * uses, translations with missing, extra or differently bound texts, English texts that differ
 * only in case or spacing, and texts that split "₹" from its amount (check-typography.ts).
 */
import path from 'node:path';
import type { Screen } from '../../schemas/generated/screen.ts';
import {
  copyRefsIn,
  resolveCopy,
  type CopyCatalogue,
} from '../../server/modules/content/copy/resolve-copy.ts';
import type { ScreenFile } from './catalog.ts';
import { checkTranslation } from './check-copy-translations.ts';
import { checkWording } from './check-copy-wording.ts';
import { checkCatalogueTypography } from './check-typography.ts';
import { keyFor } from './copy-key.ts';
import { copyPositionFinder } from './copy-positions.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Widget } from './load-widgets.ts';
import type { Problem } from './problem.ts';
import { readCopyFolder, type CatalogueFile } from './read-copy.ts';
import type { JsonFile } from './read-json.ts';
import { didYouMean } from './suggest.ts';

export interface CopyStage {
  /** The screen files with their copy resolved in English, for every other check. */
  files: JsonFile[];
  /**
   * The copy problems, once the other checks have said which screens are well formed; keys no
   * screen uses only when `everyScreen` was read and well formed (Catalog.everyScreen).
   */
  check(valid: readonly ScreenFile[], widgets: ReadonlyMap<string, Widget>, everyScreen: boolean): Problem[];
}

function unknownKeys(file: JsonFile, source: CatalogueFile): Problem[] {
  return copyRefsIn(file.json)
    .filter(({ key }) => !source.texts.has(key))
    .map(({ key, pointer }) => ({
      file: file.file,
      pointer,
      message: `the copy key "${key}" is not in ${source.file}.${
        didYouMean(key, source.texts.keys()) || ' Add it there with its English text, or use a key it has.'
      }`,
    }));
}

/** Literal texts in copy positions, each with the key it should get. */
function inlineTexts(
  screen: ScreenFile,
  raw: Screen,
  finder: ReturnType<typeof copyPositionFinder>,
  source: CatalogueFile,
  suggested: Map<string, string>,
): Problem[] {
  return finder.inlineTextsOf(raw).map(({ pointer, text }) => {
    const existing = keyFor(screen.name, text, source.texts);
    if (source.texts.get(existing) === text) {
      return {
        file: screen.file,
        pointer,
        message: `this text is already in the copy catalogue as "${existing}". Write { "$copy": "${existing}" } in its place.`,
      };
    }
    const key = keyFor(screen.name, text, suggested);
    suggested.set(key, text);
    return {
      file: screen.file,
      pointer,
      message: `this text is not in the copy catalogue. Move it to ${source.file} as "${key}" and write { "$copy": "${key}" }.`,
    };
  });
}

/**
 * Without a copy folder the screens are resolved against an empty catalogue (a key stands for its own
 * text) and nothing about copy is reported.
 */
export function copyStage(root: string, copyDir: string | undefined, files: JsonFile[]): CopyStage {
  if (copyDir === undefined) {
    return { files: files.map((f) => ({ ...f, json: resolveCopy(f.json, {}) })), check: () => [] };
  }
  const folder = readCopyFolder(path.resolve(root, copyDir), root);
  const { source } = folder;
  const english: CopyCatalogue = Object.fromEntries(source.texts);
  const raw = new Map(files.map((f) => [f.file, f]));
  // A catalogue that could not be read says nothing about which keys exist.
  const sourceRead = !folder.problems.some((p) => p.file === source.file && p.pointer === '');

  function check(
    valid: readonly ScreenFile[],
    widgets: ReadonlyMap<string, Widget>,
    everyScreen: boolean,
  ): Problem[] {
    const problems = [...folder.problems];
    if (sourceRead) for (const file of files) problems.push(...unknownKeys(file, source));
    if (sourceRead && everyScreen) {
      const used = new Set(files.flatMap((f) => copyRefsIn(f.json).map((ref) => ref.key)));
      for (const key of source.texts.keys()) {
        if (used.has(key)) continue;
        problems.push({
          file: source.file,
          pointer: pointerJoin('', key),
          message: `no screen uses "${key}". Remove it from every catalogue file, or write { "$copy": "${key}" } where the text belongs.`,
        });
      }
    }
    const finder = copyPositionFinder(widgets);
    const suggested = new Map(source.texts);
    for (const screen of valid) {
      const written = raw.get(screen.file)?.json as Screen | undefined;
      if (written) problems.push(...inlineTexts(screen, written, finder, source, suggested));
    }
    for (const translation of folder.translations) problems.push(...checkTranslation(source, translation));
    problems.push(...checkWording(source, folder.sameOnPurpose, folder.sameOnPurposeFile));
    for (const catalogue of [source, ...folder.translations])
      problems.push(...checkCatalogueTypography(catalogue));
    return problems;
  }

  return { files: files.map((f) => ({ ...f, json: resolveCopy(f.json, english) })), check };
}
