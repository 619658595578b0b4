/**
 * Copy keys (decision 0016): `<screen id>.<slug>`, the slug made from the English text, so a key
 * says where and what a text is (`login.get-otp`). Shared by the check that suggests a key for an
 * inline text and by `npm run copy:extract`, which writes it.
 */
import { parseTemplate } from '../../renderer/expressions/template.ts';

export const COPY_KEY = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/** Words that make a clumsy end of a shortened slug. */
const TRAILING_SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'your',
]);
const MAX_WORDS = 5;
const MAX_LENGTH = 36;

/** The words of a text outside its `{{path}}` placeholders. */
function wordsOf(text: string): string[] {
  return parseTemplate(text)
    .map((part) => (part.kind === 'text' ? part.text : ' '))
    .join(' ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** The first few words of a text, in lowercase and joined by dashes; `text` when it has none. */
export function slugOf(text: string): string {
  const words = wordsOf(text);
  const picked: string[] = [];
  for (const word of words) {
    if (picked.length === MAX_WORDS || [...picked, word].join('-').length > MAX_LENGTH) break;
    picked.push(word);
  }
  // A slug cut short should not end on a small word ("enter-your-number-and"); "sign-in" keeps its "in".
  if (picked.length < words.length)
    while (picked.length > 1 && TRAILING_SMALL_WORDS.has(picked[picked.length - 1]!)) picked.pop();
  return picked.length === 0 ? 'text' : picked.join('-');
}

/**
 * The key a text of a screen gets: a key of that screen already holding exactly this text, else
 * `<screen>.<slug>`, numbered (`-2`, `-3`) when the slug is taken by another text.
 */
export function keyFor(screenId: string, text: string, taken: ReadonlyMap<string, string>): string {
  const prefix = `${screenId}.`;
  const ofScreen = (key: string) => key.startsWith(prefix) && !key.slice(prefix.length).includes('.');
  for (const [key, existing] of taken) if (ofScreen(key) && existing === text) return key;
  const base = `${prefix}${slugOf(text)}`;
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(key)) return key;
  }
}
