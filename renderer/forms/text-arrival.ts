/**
 * How a field's new text arrived: typed, or a whole piece at once (pasted, dropped, a suggestion
 * taken, a keyboard's clipboard chip, a browser's fill). A filter may read a whole piece as what it
 * says (an amount with paise, decision 0099) where the same characters typed are an edit: a point
 * typed into the middle of "32000" is not the start of paise.
 *
 * A word a keyboard composes counts as typed, however long: Gboard composes again the whole word
 * around a caret put into it, so a point typed into "32000" there arrives as the composition
 * "320.00", which is an edit.
 */
export type TextArrival = 'keystroke' | 'whole';

export function textArrival(event: Event | { readonly nativeEvent?: unknown }): TextArrival {
  // React hands a synthetic event over the browser's; Preact the browser's own.
  const native = (('nativeEvent' in event && event.nativeEvent) || event) as {
    readonly type?: unknown;
    readonly inputType?: unknown;
    readonly data?: unknown;
  };
  const { type, inputType, data } = native;
  // No inputType: a composed word committed (typed), or a browser's autofill (whole).
  if (typeof inputType !== 'string') return type === 'compositionend' ? 'keystroke' : 'whole';
  if (inputType === 'insertText')
    return typeof data === 'string' && [...data].length > 1 ? 'whole' : 'keystroke';
  // insertFromPaste, insertFromDrop, insertFromYank...; a spelling or suggestion replaced.
  if (inputType.startsWith('insertFrom') || inputType === 'insertReplacementText') return 'whole';
  // A deletion, a line break, a formatting: no piece of text arrived.
  return 'keystroke';
}
