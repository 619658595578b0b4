/**
 * The keyboard's Enter key in a form's text field (decision 0066), as a web form has it: it moves to
 * the form's next field, and in the last one it presses the form's submit button. The fields and the
 * button name the screen form's `<form>` element (their `form` attribute; form-element.ts), so the
 * browser knows them as one form, as a phone's keyboard asks it (which field comes next, whether the
 * key reads Next or Go).
 *
 * The browser's own Enter submits from any field of a form with a submit button, a half-filled
 * sign-in among them; so Enter is handled here, the same on every browser and webview.
 */
import { formOf, formOnFocus } from './form-element.ts';

/**
 * Marks a text area that shows a one-line value over several lines (TextField's `lines`, a long
 * feedback): Enter there means "done with this field", as in a text input, not a new line.
 */
export const WRAPPED_LINE = 'data-wrapped-line';

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

function isTypedInput(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return element.hasAttribute(WRAPPED_LINE);
  return element instanceof HTMLInputElement && TYPED_INPUTS.has(element.type);
}

/** A field Enter can move to: a typed input or a drop-down that the borrower can change now. */
function takesFocus(element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
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
function isPlainEnter(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return false;
  return !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

/**
 * The page's `keydown` listener for the screen forms (form-element.ts): Enter in a form's text field
 * moves on, or presses the submit button in the form's last field.
 */
function enterMovesOn(event: KeyboardEvent): void {
  if (!isPlainEnter(event)) return;
  const field = event.target;
  // In a text area (but a wrapped line) Enter starts a new line; a drop-down or a box has its own keys.
  if (!(field instanceof Element) || !isTypedInput(field)) return;
  const form = formOf(field);
  if (!form) return;
  event.preventDefault();
  // A key held down repeats: one move, one press.
  if (event.repeat) return;
  const controls = Array.from(form.elements);
  const next = controls.slice(controls.indexOf(field) + 1).find(takesFocus);
  if (next) {
    next.focus();
    return;
  }
  // A disabled button (the form not complete) ignores the click, as it ignores a tap.
  defaultButton(controls)?.click();
}

const listening = new WeakSet<Document>();

/**
 * Listens on the page, once, for a screen form's field taking focus (its form element is made,
 * form-element.ts) and for Enter. One listener for the page rather than one per field: drawing a
 * field costs nothing more, and a React handler would make a synthetic event for every key typed.
 */
export function listenToScreenForms(document: Document): void {
  if (listening.has(document)) return;
  listening.add(document);
  document.addEventListener('focusin', formOnFocus);
  document.addEventListener('keydown', enterMovesOn);
}
