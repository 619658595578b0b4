/**
 * Check (typography): "₹" stays on the line of its amount. With an ordinary space ("₹ 5,000") a
 * narrow phone may end a line after the symbol and put the amount on the next ("₹" / "10,000"),
 * which reads as two things; a no-break space (U+00A0) keeps them together and looks the same.
 * Every text a screen file writes and every copy catalogue text is checked, so a screen or a
 * translation edited later cannot bring the split back.
 */
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import type { CatalogueFile } from './read-copy.ts';

const RUPEE_THEN_SPACE = /₹[ \t]/;

const MESSAGE =
  '"₹" is followed by an ordinary space, so a narrow phone can end a line after "₹" and put the amount on the next. Write "₹" and a no-break space (U+00A0, "\\u00a0" in JSON) instead.';

function stringsIn(value: unknown, pointer: string, found: Array<{ pointer: string; text: string }>): void {
  if (typeof value === 'string') {
    found.push({ pointer, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => stringsIn(item, pointerJoin(pointer, i), found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) stringsIn(item, pointerJoin(pointer, key), found);
  }
}

/** The texts of one screen file (as written, before copy is resolved) that split "₹" from its amount. */
export function checkScreenTypography(file: { file: string; json: unknown }): Problem[] {
  const found: Array<{ pointer: string; text: string }> = [];
  stringsIn(file.json, '', found);
  return found
    .filter(({ text }) => RUPEE_THEN_SPACE.test(text))
    .map(({ pointer }) => ({ file: file.file, pointer, message: MESSAGE }));
}

/** The same for a copy catalogue file (English or a translation). */
export function checkCatalogueTypography(catalogue: CatalogueFile): Problem[] {
  return [...catalogue.texts]
    .filter(([, text]) => RUPEE_THEN_SPACE.test(text))
    .map(([key]) => ({ file: catalogue.file, pointer: pointerJoin('', key), message: MESSAGE }));
}
