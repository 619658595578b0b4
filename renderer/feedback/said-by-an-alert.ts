/**
 * Whether a toast's text is already said by an alert on the page: a refused Submit, or a refusal
 * of the server that marks a field, shows the field's message under it (`role="alert"`, spoken as
 * it appears, and again with the field, which takes the focus) and in the toast. A screen reader
 * read it twice, the second time from the toast. Such a toast is still drawn, for the eyes, but
 * not spoken. A toast with no such alert on the page (a field the screen does not draw, a message
 * of its own) is spoken as before.
 *
 * A server's refusal comes numbered, one line a field ("1. You must be 18 years or older to
 * apply."): each line is looked for without its number, and the toast is said by the alerts only
 * when every line is. One line no field shows, and the whole toast is spoken.
 */
export function saidByAnAlert(document: Document, text: string): boolean {
  const lines = text
    .split('\n')
    .map((line) => line.trim().replace(/^\d+\.\s+/, ''))
    .filter((line) => line !== '');
  if (lines.length === 0) return false;
  const alerts = new Set<string>();
  for (const alert of document.querySelectorAll('[role="alert"]')) {
    if (!alert.closest('[aria-hidden="true"], [hidden]')) alerts.add(alert.textContent?.trim() ?? '');
  }
  return lines.every((line) => alerts.has(line));
}
