/**
 * English texts that differ only in case or spacing ("Sign In" and "Sign in", "Get  OTP") are listed:
 * the same words should read the same on every screen. A pair the spec wrote differently on purpose is
 * acknowledged in `same-on-purpose.json`, with why.
 */
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import type { CatalogueFile, SameOnPurpose } from './read-copy.ts';
import { didYouMean } from './suggest.ts';

/** The form two texts are compared in: trimmed, inner spaces collapsed, lowercase. */
export function normalisedText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The keys of each distinct wording of the texts that normalise to the same form, in key order. */
function wordingGroups(source: CatalogueFile): Array<Array<{ text: string; keys: string[] }>> {
  const byForm = new Map<string, Map<string, string[]>>();
  for (const key of [...source.texts.keys()].sort()) {
    const text = source.texts.get(key)!;
    const form = normalisedText(text);
    const wordings = byForm.get(form) ?? new Map<string, string[]>();
    wordings.set(text, [...(wordings.get(text) ?? []), key]);
    byForm.set(form, wordings);
  }
  return [...byForm.values()]
    .filter((wordings) => wordings.size > 1)
    .map((wordings) => [...wordings].map(([text, keys]) => ({ text, keys })));
}

export function checkWording(
  source: CatalogueFile,
  sameOnPurpose: SameOnPurpose[],
  sameOnPurposeFile: string,
): Problem[] {
  const problems: Problem[] = [];
  const used = new Set<SameOnPurpose>();

  for (const wordings of wordingGroups(source)) {
    wordings.forEach((later, j) => {
      for (const earlier of wordings.slice(0, j)) {
        const entry = sameOnPurpose.find(
          (e) => earlier.keys.some((k) => e.keys.includes(k)) && later.keys.some((k) => e.keys.includes(k)),
        );
        if (entry) {
          used.add(entry);
          continue;
        }
        const [a, b] = [earlier.keys[0]!, later.keys[0]!];
        problems.push({
          file: source.file,
          pointer: pointerJoin('', b),
          message: `"${b}" (${JSON.stringify(later.text)}) differs from "${a}" (${JSON.stringify(earlier.text)}) only in case or spacing. Use one wording for both, or add { "keys": ["${a}", "${b}"], "why": "..." } to ${sameOnPurposeFile}.`,
        });
      }
    });
  }

  for (const entry of sameOnPurpose) {
    const unknown = entry.keys.filter((key) => !source.texts.has(key));
    entry.keys.forEach((key, i) => {
      if (!unknown.includes(key)) return;
      problems.push({
        file: sameOnPurposeFile,
        pointer: pointerJoin(entry.pointer, 'keys', i),
        message: `"${key}" is not a key of ${source.file}.${didYouMean(key, source.texts.keys()) || ' Remove it from this entry.'}`,
      });
    });
    if (unknown.length === 0 && !used.has(entry)) {
      problems.push({
        file: sameOnPurposeFile,
        pointer: entry.pointer,
        message: 'these texts no longer differ only in case or spacing. Remove this entry.',
      });
    }
  }
  return problems;
}
