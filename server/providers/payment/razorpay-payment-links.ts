import { isRecord, parseJsonAnswer } from '../json-answer.ts';
import {
  readRazorpayWebhook,
  RAZORPAY_ID,
  webhookEntity,
  type RazorpayWebhook,
} from '../razorpay-webhook.ts';
import {
  headerValue,
  type NewProviderPayment,
  type ParsedNotification,
  type PaymentProvider,
} from './payment-provider.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com/v1/payment_links';
// Razorpay refuses an expire_by closer than 15 minutes; a minute more absorbs clock skew.
const MIN_LINK_LIFETIME_MS = 16 * 60_000;

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs?: number;
  /** The network call (tests hand in their own; nothing else ever does). */
  fetch?: typeof fetch;
  /** The time used for the link's minimum lifetime (tests fix it). */
  now?: () => Date;
}

/** The body of POST /v1/payment_links for one payment row. */
export function paymentLinkRequest(payment: NewProviderPayment, now: Date): Record<string, unknown> {
  const expireByMs = Math.max(payment.expiresAt.getTime(), now.getTime() + MIN_LINK_LIFETIME_MS);
  const absoluteCallback = /^https?:\/\//.test(payment.callbackUrl);
  return {
    amount: payment.amountPaise,
    currency: 'INR',
    accept_partial: false,
    // Unique per link at Razorpay, so a retried create cannot make a second link for one row.
    reference_id: `payment_${payment.paymentId}`,
    description: payment.description.slice(0, 2048),
    expire_by: Math.ceil(expireByMs / 1000),
    notes: { payment_id: String(payment.paymentId) },
    // The borrower already has the app open; no SMS or e-mail with the link.
    notify: { sms: false, email: false },
    reminder_enable: false,
    ...(absoluteCallback ? { callback_url: payment.callbackUrl, callback_method: 'get' } : {}),
  };
}

const FINAL_WITHOUT_PAYMENT = new Set(['payment_link.expired', 'payment_link.cancelled']);

function readWebhook(
  body: Extract<RazorpayWebhook, { kind: 'webhook' }>,
  eventIdHeader: string | undefined,
): ParsedNotification {
  const paid = body.event === 'payment_link.paid';
  if (!paid && !FINAL_WITHOUT_PAYMENT.has(body.event))
    return { kind: 'ignored', reason: `event ${body.event}` };
  const link = webhookEntity(body.payload, 'payment_link');
  if (!link || typeof link.id !== 'string' || !RAZORPAY_ID.test(link.id))
    return { kind: 'rejected', reason: 'no payment_link entity' };
  const payment = webhookEntity(body.payload, 'payment');
  const amount = paid ? (link.amount_paid ?? payment?.amount) : link.amount;
  if (!Number.isSafeInteger(amount)) return { kind: 'rejected', reason: 'no amount' };
  // Razorpay names each event in a header; a link is paid, expired or cancelled only once, so the
  // event name and link id identify the event when the header is missing.
  const eventId = eventIdHeader || `${body.event}:${link.id}`;
  return {
    kind: 'event',
    event: {
      eventId,
      providerRef: link.id,
      status: paid ? 'captured' : 'failed',
      amountPaise: amount as number,
      // The event's own time: when the link was paid, however late the webhook comes.
      ...(paid && body.createdAt ? { paidAt: body.createdAt } : {}),
    },
  };
}

/**
 * Razorpay Payment Links: a hosted page per payment (`short_url`), settled by the signed
 * `payment_link.paid` webhook (X-Razorpay-Signature: HMAC-SHA256 hex of the raw body with the
 * webhook secret set in Razorpay's dashboard, the same as PAYMENT_WEBHOOK_SECRET).
 */
export function razorpayPaymentLinks(options: RazorpayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    shortestLinkMs: MIN_LINK_LIFETIME_MS,
    async createPayment(_tx, payment) {
      const response = await doFetch(RAZORPAY_API_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
        body: JSON.stringify(paymentLinkRequest(payment, now())),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new Error(`Razorpay answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      const link = parseJsonAnswer(text, 'Razorpay');
      if (!isRecord(link) || typeof link.id !== 'string' || typeof link.short_url !== 'string')
        throw new Error(`Razorpay's answer has no id or short_url: ${text.slice(0, 300)}`);
      return { providerRef: link.id, url: link.short_url };
    },
    async closePayment(_db, providerRef) {
      const response = await doFetch(`${RAZORPAY_API_URL}/${encodeURIComponent(providerRef)}/cancel`, {
        method: 'POST',
        headers: { accept: 'application/json', authorization },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`Razorpay answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      }
    },
    parseNotification(rawBody, headers) {
      const webhook = readRazorpayWebhook(options.webhookSecret, rawBody, headers);
      if (webhook.kind === 'rejected') return webhook;
      return readWebhook(webhook, headerValue(headers, 'x-razorpay-event-id'));
    },
  };
}
