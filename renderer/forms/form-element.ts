/**
 * The hidden `<form>` element that a screen form's fields and submit button name by their `form`
 * attribute (decision 0066), so that the browser knows them as one form wherever the document draws
 * them. Drawing a field sets that attribute and nothing more: the element itself is made when a
 * field of the form takes focus (before the keyboard opens and asks for the field's form), and
 * elements whose fields have all gone are taken away then. A screen's draw pays for no element, no
 * listener and no ref of its own (`npm run bench`). The page's listeners are in enter-key.ts.
 */

/** The ids of screen forms' elements: only those name an element made here. */
const SCREEN_FORM_ID = /^screen-\d+-form-/;

/** The element id of form `form` of the `screen`-th screen made on the page (ScreenForms.elementId). */
export const screenFormId = (screen: number, form: string): string => `screen-${screen}-form-${form}`;

/** The elements made here, per page. */
const madeOn = new WeakMap<Document, Set<HTMLFormElement>>();

/** The browser's own submission would load the page again: the renderer's actions submit forms. */
const stayOnPage = (event: Event) => event.preventDefault();

function make(document: Document, id: string): HTMLFormElement {
  const made = madeOn.get(document) ?? new Set();
  madeOn.set(document, made);
  // Forms of screens and dialogs that were left: nothing names them any more.
  for (const old of made)
    if (old.elements.length === 0) {
      old.remove();
      made.delete(old);
    }
  const form = document.createElement('form');
  form.id = id;
  form.hidden = true;
  form.noValidate = true;
  form.addEventListener('submit', stayOnPage);
  document.body.append(form);
  made.add(form);
  return form;
}

/**
 * The field's screen form: its element, made now if it is not on the page yet. Null for a field of
 * no screen form (another form of the page is left to the browser).
 */
export function formOf(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
): HTMLFormElement | null {
  const id = field.getAttribute('form');
  if (id === null || !SCREEN_FORM_ID.test(id)) return null;
  return field.form ?? make(field.ownerDocument, id);
}

/** The page's `focusin` listener: a screen form's field that takes focus gets its form element. */
export function formOnFocus(event: FocusEvent): void {
  const field = event.target;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    formOf(field);
}
