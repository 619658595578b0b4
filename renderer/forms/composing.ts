/**
 * Whether an input event belongs to a word the keyboard is still composing (decision 0063).
 * Android's keyboards (Gboard among them) type each word as a composition, underlined until a space
 * or a tap commits it. A page that rewrites the input's text in the middle of one (a filter raising
 * "a" to "A") takes the composition's place away, and the keyboard writes the whole word again after
 * it: typing "hdfc" in the IFSC field gave "HHDHDFHDFCH". So a filter leaves the text on screen alone
 * while a word is composed, and rewrites it once the word is committed (`compositionend`).
 */
export function isComposing(event: { readonly nativeEvent?: unknown }): boolean {
  // React hands a synthetic event over the browser's; Preact the browser's own.
  const native = (event.nativeEvent ?? event) as { readonly isComposing?: unknown };
  return native.isComposing === true;
}
