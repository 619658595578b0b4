/**
 * The sandbox gateway's payment page: plain HTML with one form, no script and no external asset,
 * so it works under the app's Content-Security-Policy and on any phone. Large buttons, one column.
 */

export type SandboxPageState =
  'open' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'not_found' | 'delivery_failed';

export interface SandboxPageView {
  state: SandboxPageState;
  providerRef?: string;
  amountPaise?: number;
  description?: string;
  /** Where "Back to the app" goes and what the form carries on (a path on this server, or absolute). */
  returnTo?: string;
  /** For delivery_failed: what the notification route answered. */
  detail?: string;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹ with Indian digit grouping, e.g. 512329 paise -> "₹ 5,123.29", with a no-break space so "₹" never ends a line alone. */
export function formatRupees(paise: number): string {
  return `₹\u00a0${rupeeFormat.format(paise / 100)}`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1c1f24;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{margin:0 0 1rem;color:#4a4f57;font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.description{margin:0 0 1.25rem}
button,.link{display:block;width:100%;font-family:inherit;min-height:48px;margin:.75rem 0 0;padding:.75rem 1rem;border-radius:8px;font-size:1rem;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#0b6b3a;color:#fff;border:0}
.fail{background:#fff;color:#a4161a;border:2px solid #a4161a}
.link{background:#fff;color:#1c1f24;border:2px solid #6b7280}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.status{font-size:1.1rem;font-weight:600;margin:.5rem 0 0}
`;

const messages: Record<Exclude<SandboxPageState, 'open'>, { title: string; text: string }> = {
  paid: { title: 'Payment made', text: 'This payment has been made.' },
  failed: { title: 'Payment failed', text: 'This payment failed. Go back to the app to try again.' },
  expired: {
    title: 'Payment link expired',
    text: 'This payment link has expired. Go back to the app to start a new payment.',
  },
  cancelled: {
    title: 'Payment link cancelled',
    text: 'This payment link is no longer offered. Go back to the app to start a new payment.',
  },
  not_found: { title: 'Payment not found', text: 'There is no payment at this address.' },
  delivery_failed: {
    title: 'Payment not confirmed',
    text: 'The sandbox recorded your choice, but the app refused its notification.',
  },
};

/**
 * Where "Back to the app" goes from a page that took no payment: the callback's path without its
 * query. The callback is where the app expects the borrower after paying (Razorpay sends the
 * borrower there only then), and its query may say so (`?from=payment`), so the app would wait a
 * minute for a payment that will never come.
 */
function unpaidReturn(returnTo: string): string {
  const base = 'http://relative.invalid';
  const url = new URL(returnTo, base);
  return url.origin === base ? url.pathname : `${url.origin}${url.pathname}`;
}

const PAID_STATES: ReadonlySet<SandboxPageState> = new Set(['paid', 'delivery_failed']);

function body(view: SandboxPageView): string {
  const amount =
    view.amountPaise === undefined
      ? ''
      : `<p class="amount">${escapeHtml(formatRupees(view.amountPaise))}</p>`;
  const description = view.description ? `<p class="description">${escapeHtml(view.description)}</p>` : '';
  const backTo = view.returnTo && (PAID_STATES.has(view.state) ? view.returnTo : unpaidReturn(view.returnTo));
  const back = backTo ? `<a class="link" href="${escapeHtml(backTo)}">Back to the app</a>` : '';
  if (view.state === 'open' && view.providerRef && view.amountPaise !== undefined) {
    const action = `/api1/sandbox-pay/${encodeURIComponent(view.providerRef)}`;
    const callback = view.returnTo
      ? `<input type="hidden" name="callback" value="${escapeHtml(view.returnTo)}">`
      : '';
    return `<h1>Sandbox payment</h1>
<p class="note">Test gateway: no money moves. Choose how this payment ends.</p>
${amount}${description}
<form method="post" action="${escapeHtml(action)}">
${callback}
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(formatRupees(view.amountPaise))}</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail payment</button>
</form>`;
  }
  const message = messages[view.state === 'open' ? 'not_found' : view.state];
  const detail = view.detail ? `<p class="note">${escapeHtml(view.detail)}</p>` : '';
  return `<h1>${escapeHtml(message.title)}</h1>
${amount}${description}
<p class="status" role="status">${escapeHtml(message.text)}</p>
${detail}${back}`;
}

export function renderSandboxPage(view: SandboxPageView): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment</title>
<style>${styles}</style>
</head>
<body>
<main><div class="card">
${body(view)}
</div></main>
</body>
</html>
`;
}
