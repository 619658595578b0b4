/**
 * What a field says at once when its input filter refused what was just typed (decision 0062).
 * A filter drops what cannot belong in a field as the borrower types; where nothing of a keystroke
 * is kept (or a keyboard's suggestion replaced the text with one the filter drops), the field would
 * look broken: a Hindi reader typing a contact's name in Devanagari saw nothing appear and no word
 * of why. Such a field shows the message of its `pattern` rule (the one that says which characters
 * it takes) until the next keystroke that keeps something.
 *
 * Only fields with both a filter and a pattern rule speak: a number field's filter drops the spaces
 * of a pasted number as a service, and its rules speak of length, not of characters.
 */
import type { FieldDef, FieldRule } from '../document/types.ts';
import { applyInputFilter } from './input-filters.ts';

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
  const pattern = def.rules?.find((rule) => rule.rule === 'pattern' && applies(rule));
  if (!pattern) return undefined;
  // Removed characters, not a case changed or a text cut at `maxLength`.
  return applyInputFilter(typed, def.input).length < typed.length ? pattern.message : undefined;
}
