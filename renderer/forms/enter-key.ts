/**
 * The keyboard's Enter key in a form's text field (decision 0066), as a web form has it: it moves to
 * the form's next field, and in the last one it presses the form's submit button. The fields and the
 * button name the screen form's `<form>` element (their `form` attribute; FormElements.tsx), so the
 * browser knows them as one form: Android's keyboard labels its key Next or Go by that, and moves to
 * the next field itself on Next.
 *
 * The browser's own Enter submits from any field of a form with a submit button, a half-filled
 * sign-in among them; so Enter is handled here, the same on every browser and webview.
 */
import type { KeyboardEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Inputs that take typed text, where Enter means "done with this field". */
const TYPED_INPUTS: ReadonlySet<string> = new Set([
  'text',
  'tel',
  'email',
  'number',
  'password',
  'search',
  'url',
  'date',
]);

function isTypedInput(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && TYPED_INPUTS.has(element.type);
}

/** A field Enter can move to: a typed input or a drop-down that the borrower can change now. */
function takesFocus(element: Element): element is HTMLInputElement | HTMLSelectElement {
  if (element instanceof HTMLSelectElement) return !element.disabled;
  return isTypedInput(element) && !element.disabled && !element.readOnly;
}

/** The form's default button, as HTML defines it: its first submit button. */
function defaultButton(controls: readonly Element[]): HTMLButtonElement | undefined {
  for (const control of controls)
    if (control instanceof HTMLButtonElement && control.type === 'submit') return control;
  return undefined;
}

/**
 * An Enter that is the borrower's "done with this field": not one that commits a word the keyboard
 * composed (keyCode 229 is how older browsers mark it), nor one with a modifier held.
 */
function isPlainEnter(event: KeyboardEvent<FieldElement>): boolean {
  const { nativeEvent } = event;
  if (event.key !== 'Enter' || nativeEvent.isComposing || nativeEvent.keyCode === 229) return false;
  return !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

/** `onKeyDown` of a form's text field: Enter moves on, or presses the submit button in the last. */
export function enterMovesOn(event: KeyboardEvent<FieldElement>): void {
  const field = event.currentTarget;
  const form = field.form;
  // In a text area Enter starts a new line; a drop-down or a box has its own keys.
  if (!form || !isTypedInput(field) || !isPlainEnter(event)) return;
  event.preventDefault();
  // A key held down repeats: one move, one press.
  if (event.repeat) return;
  const controls = Array.from(form.elements);
  const next = controls.slice(controls.indexOf(field) + 1).find(takesFocus);
  if (next) {
    next.focus();
    return;
  }
  // A disabled button (the form not complete) is not pressed, as a tap on it would do nothing.
  const button = defaultButton(controls);
  if (button && !button.disabled) button.click();
}
