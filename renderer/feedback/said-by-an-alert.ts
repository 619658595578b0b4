/**
 * Whether a toast's text is already said by an alert on the page: a refused Submit, or a refusal
 * of the server that marks a field, shows the field's message under it (`role="alert"`, spoken as
 * it appears, and again with the field, which takes the focus) and in the toast. A screen reader
 * read it twice, the second time from the toast. Such a toast is still drawn, for the eyes, but
 * not spoken. A toast with no such alert on the page (a field the screen does not draw, a message
 * of its own) is spoken as before.
 */
export function saidByAnAlert(document: Document, text: string): boolean {
  const wanted = text.trim();
  if (wanted === '') return false;
  for (const alert of document.querySelectorAll('[role="alert"]')) {
    if (alert.textContent?.trim() === wanted && !alert.closest('[aria-hidden="true"], [hidden]')) return true;
  }
  return false;
}
