/**
 * A translation of the copy catalogue (`hi.json`) has a text for every English key, no key English
 * lacks, and the same `{{path}}` placeholders as the English text (a placeholder lost in translation
 * shows the borrower a sentence without its amount; a misspelt one shows nothing).
 */
import { parseTemplate } from '../../renderer/expressions/template.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import type { CatalogueFile } from './read-copy.ts';
import { didYouMean } from './suggest.ts';

/** The placeholders of a text as written (`{{data.x}}`), sorted, so word order does not matter. */
function placeholdersOf(text: string): string[] {
  return parseTemplate(text)
    .flatMap((part) =>
      part.kind === 'path' ? [`{{${part.path}}}`] : part.kind === 'invalid' ? [part.text] : [],
    )
    .sort();
}

const listed = (placeholders: string[]) => (placeholders.length === 0 ? 'none' : placeholders.join(', '));
const fileName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

export function checkTranslation(source: CatalogueFile, translation: CatalogueFile): Problem[] {
  const problems: Problem[] = [];
  const report = (key: string, message: string) =>
    problems.push({ file: translation.file, pointer: pointerJoin('', key), message });
  const name = fileName(translation.file);
  const sourceName = fileName(source.file);

  for (const [key, english] of source.texts) {
    const text = translation.texts.get(key);
    if (text === undefined) {
      report(key, `${name} has no text for "${key}" (English: ${JSON.stringify(english)}). Add it.`);
      continue;
    }
    const expected = placeholdersOf(english);
    const found = placeholdersOf(text);
    if (expected.join('\u0000') !== found.join('\u0000')) {
      report(
        key,
        `the placeholders of this text (${listed(found)}) differ from the English text's (${listed(expected)}). Expected exactly the placeholders of ${sourceName}: ${listed(expected)}.`,
      );
    }
  }
  for (const key of translation.texts.keys()) {
    if (source.texts.has(key)) continue;
    const guess = didYouMean(key, source.texts.keys());
    report(
      key,
      `"${key}" is not a key of ${sourceName}, so no screen shows this text.${guess || ` Remove it, or add the key to ${sourceName} first.`}`,
    );
  }
  return problems;
}
