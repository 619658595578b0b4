/**
 * A Razorpay webhook, the payment gateway's and RazorpayX's alike: `X-Razorpay-Signature` is the
 * HMAC-SHA256 hex of the raw body under the webhook's secret, and the body is
 * `{ event, payload: { <entity name>: { entity } } }`.
 */
import { unixSecondsTime } from './gateway-time.ts';
import { isRecord, parseJsonBody } from './json-answer.ts';
import { hasValidSignature } from './payment/notification-signature.ts';
import { headerValue, type NotificationHeaders } from './payment/payment-provider.ts';

/** Razorpay's ids (plink_..., pout_...): nothing else is one of ours, nor goes near the database. */
export const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

export type RazorpayWebhook =
  /** `createdAt`: when Razorpay says the event happened (its `created_at`), if it says. */
  | { kind: 'webhook'; event: string; payload: unknown; createdAt?: Date }
  /** Not provably from Razorpay (bad or missing signature, unreadable body): change nothing. */
  | { kind: 'rejected'; reason: string };

/** The verified webhook's event and payload, or why it cannot be trusted. */
export function readRazorpayWebhook(
  secret: string,
  rawBody: Buffer,
  headers: NotificationHeaders,
): RazorpayWebhook {
  if (!hasValidSignature(secret, rawBody, headerValue(headers, 'x-razorpay-signature')))
    return { kind: 'rejected', reason: 'signature does not match' };
  const body = parseJsonBody(rawBody);
  if (!isRecord(body) || typeof body.event !== 'string')
    return { kind: 'rejected', reason: 'not a Razorpay event' };
  const createdAt = unixSecondsTime(body.created_at);
  return { kind: 'webhook', event: body.event, payload: body.payload, ...(createdAt ? { createdAt } : {}) };
}

/** payload.<name>.entity of a Razorpay webhook, when present. */
export function webhookEntity(payload: unknown, name: string): Record<string, unknown> | undefined {
  if (!isRecord(payload)) return undefined;
  const wrapper = payload[name];
  return isRecord(wrapper) && isRecord(wrapper.entity) ? wrapper.entity : undefined;
}
