/**
 * What a field says at once when its input filter refused what was just typed (decisions 0062,
 * 0065). A filter drops what cannot belong in a field as the borrower types; where nothing of a
 * keystroke is kept (or a keyboard's suggestion replaced the text with one the filter drops), the
 * field would look broken: a Hindi reader typing a contact's name in Devanagari saw nothing appear
 * and no word of why. Such a field shows the message of its rule that says what it is made of
 * until the next keystroke that keeps something:
 * - a `pattern` rule (the characters a name takes), for any character refused;
 * - a `pan` or `ifsc` rule (the letters and digits of a code), for a refused letter or digit (a
 *   letter in another script, a Hindi keyboard's transliteration). A refused space or hyphen says
 *   nothing: it is how codes are often written, and the filter drops it as a service.
 *
 * A number field says nothing: its filter drops the spaces of a pasted number as a service, and its
 * rules speak of length or checksum, not of characters.
 */
import type { FieldDef, FieldRule } from '../document/types.ts';
import { applyInputFilter } from './input-filters.ts';

const isCodeRule = (rule: FieldRule) => rule.rule === 'pan' || rule.rule === 'ifsc';

/** The letters (with their marks) and digits of `text`, in any script. */
const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

/**
 * The message to show after a keystroke: `typed` is the input's text before the filter, `kept`
 * after it (and after `maxLength`), `before` the form's value before the keystroke.
 */
export function refusalMessage(
  def: FieldDef,
  typed: string,
  kept: string,
  before: unknown,
  applies: (rule: FieldRule) => boolean,
): string | undefined {
  // Something of it kept: the field grew, and says nothing.
  if (!def.input || kept.length > (typeof before === 'string' ? before.length : 0)) return undefined;
  // Removed characters, not a case changed or a text cut at `maxLength`.
  const filtered = applyInputFilter(typed, def.input);
  if (filtered.length >= typed.length) return undefined;
  const pattern = def.rules?.find((rule) => rule.rule === 'pattern' && applies(rule));
  if (pattern) return pattern.message;
  const code = def.rules?.find((rule) => isCodeRule(rule) && applies(rule));
  // The filter keeps letters and digits only, so fewer kept than typed means one was refused.
  return code && filtered.length < lettersAndDigits(typed).length ? code.message : undefined;
}
