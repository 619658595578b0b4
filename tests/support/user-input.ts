/**
 * What a borrower's browser does when they fill a control or tap, for tests that run on React and
 * on Preact (the app's runtime, decision 0018).
 *
 * testing-library's `fireEvent.change` on a text box is a `change` event alone, which no browser
 * sends while typing: React's onChange takes it, Preact's (rightly) listens to `input`. And
 * `fireEvent.click` dispatches a click to a disabled button, which no browser does: React drops it
 * in its own event system, Preact does not. These helpers send what a browser sends, so a test
 * proves the same thing on both.
 */
import { fireEvent } from '@testing-library/react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts `value` in the control as the borrower would: typed or pasted into a text box (`input`),
 * picked in a drop-down or a date picker (`input`, then `change`, as browsers send both).
 */
export function fillIn(control: Element, value: string): void {
  fireEvent.input(control as Control, { target: { value } });
  if (control instanceof HTMLSelectElement || (control as HTMLInputElement).type === 'date')
    fireEvent.change(control as Control, { target: { value } });
}

/** A tap: nothing happens on a disabled control, as in a browser (`HTMLElement.click`). */
export function tap(element: Element): void {
  (element as HTMLElement).click();
}

/**
 * A word typed on a keyboard that composes (Android's Gboard types every word so), as Chromium sends
 * it: `compositionstart`; an `input` marked `isComposing` for each of `steps` (the word as it grows)
 * and for `committed` (the word the keyboard commits, perhaps its own suggestion); `compositionend`.
 */
export function composeWord(control: Element, steps: readonly string[], committed: string): void {
  const before = (control as HTMLInputElement).value;
  fireEvent.compositionStart(control);
  for (const step of [...steps, committed])
    fireEvent.input(control, { target: { value: before + step }, isComposing: true });
  fireEvent.compositionEnd(control, { data: committed });
}

/** `text` put into a text box at `position`, the caret after it, then the `input` a browser sends. */
function insertAt(control: HTMLInputElement, position: number, text: string, init: InputEventInit): void {
  const value = control.value;
  // The prototype's setter, as a browser's typing does: React's own tracks values set on the element.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(control, value.slice(0, position) + text + value.slice(position));
  control.setSelectionRange(position + text.length, position + text.length);
  fireEvent.input(control, init);
}

/**
 * `text` typed into a text box with the caret at `position` (`position` characters in), key by key
 * as a browser sends it: each character inserted there, the caret after it, then an `input` of
 * type `insertText` carrying that character.
 */
export function typeAt(control: HTMLInputElement, position: number, text: string): void {
  let at = position;
  for (const character of text) {
    insertAt(control, at, character, { inputType: 'insertText', data: character });
    // Where the caret is now: a filter that dropped the character kept it in place.
    at = control.selectionEnd ?? at + character.length;
  }
}

/**
 * `text` pasted into a text box at `position`, as a browser sends it: the whole text inserted at
 * once, the caret after it, then an `input` of type `insertFromPaste` (its data on the clipboard).
 */
export function pasteAt(control: HTMLInputElement, position: number, text: string): void {
  insertAt(control, position, text, { inputType: 'insertFromPaste' });
}

/**
 * The keyboard's Enter key pressed in `control` (a keyboard's Go or Next key sends the same), as a
 * browser sends it: `keydown` with key Enter. `init` adds what a browser marks on it (`repeat` for a
 * key held down, `isComposing` and keyCode 229 for an Enter that commits a composed word).
 */
export function pressEnter(control: Element, init: KeyboardEventInit & { keyCode?: number } = {}): boolean {
  return fireEvent.keyDown(control, { key: 'Enter', code: 'Enter', keyCode: 13, ...init });
}
