import { FOCUSABLE } from '../focusable.ts';

/**
 * Where the focus goes as a dialog opens.
 *
 * - Its first control, when that is in sight and stays in the app: a short dialog (Repayment,
 *   Abandon) is answered at once. Its body then describes it (`aria-describedby`), so a screen reader
 *   says "You are about to pay ₹ 3,224.38…" before the checkbox it lands on, not the checkbox alone.
 * - Otherwise the dialog itself, which a screen reader reads from its title. A long dialog (the Key
 *   Fact Statement) had its first control, the grievance officer's phone link, far below: the focus
 *   went out of sight, Enter dialled the number, and a screen reader began after every key fact. A
 *   link first (Feedback's phone number) would dial or leave the app on Enter.
 */
export function focusOnOpening(dialog: HTMLElement, body: HTMLElement | null): void {
  dialog.scrollTop = 0;
  const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
  const seen = Math.min(dialog.getBoundingClientRect().bottom, window.innerHeight);
  const answerable = first && !first.matches('a[href]') && first.getBoundingClientRect().bottom <= seen;
  if (answerable && body?.id) dialog.setAttribute('aria-describedby', body.id);
  (answerable ? first : dialog).focus({ preventScroll: true });
}
