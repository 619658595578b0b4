/**
 * How a field's new text arrived: one character typed, or a whole piece at once (pasted, dropped, a
 * keyboard's suggestion or clipboard chip, a word it composed, a browser's fill). A filter may read a
 * whole piece as what it says (an amount with paise, decision 0099) where the same characters typed
 * one by one are an edit: a point typed into the middle of "32000" is not the start of paise.
 */
export type TextArrival = 'keystroke' | 'whole';

const INSERTS = new Set(['insertText', 'insertCompositionText']);

export function textArrival(event: Event | { readonly nativeEvent?: unknown }): TextArrival {
  // React hands a synthetic event over the browser's; Preact the browser's own.
  const native = (('nativeEvent' in event && event.nativeEvent) || event) as {
    readonly inputType?: unknown;
    readonly data?: unknown;
  };
  const { inputType, data } = native;
  // An event with no inputType: a browser's autofill, a composition's end.
  if (typeof inputType !== 'string') return 'whole';
  if (INSERTS.has(inputType)) return typeof data === 'string' && [...data].length > 1 ? 'whole' : 'keystroke';
  // insertFromPaste, insertFromDrop, insertFromYank...; a spelling or suggestion replaced.
  if (inputType.startsWith('insertFrom') || inputType === 'insertReplacementText') return 'whole';
  // A deletion, a line break, a formatting: no piece of text arrived.
  return 'keystroke';
}
