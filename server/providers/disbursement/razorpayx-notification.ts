/**
 * RazorpayX's payout webhook (decision 0068), signed under RAZORPAYX_WEBHOOK_SECRET: its payout
 * entity is the one GET /v1/payouts/{id} answers. Read by the payout's status rather than the event's
 * name: `payout.updated` carries a status too, and RazorpayX does not promise the order of events.
 */
import type { NotificationHeaders } from '../payment/payment-provider.ts';
import { RAZORPAY_ID, readRazorpayWebhook, webhookEntity } from '../razorpay-webhook.ts';
import type { ParsedPayoutNotification, PayoutEvent } from './disbursement-provider.ts';
import { reasonOf } from './razorpayx-payouts.ts';

// A Map, not an object: a status such as "constructor" must not find Object.prototype's.
const ENDS: ReadonlyMap<string, PayoutEvent['status']> = new Map([
  ['processed', 'paid'],
  ['failed', 'refused'],
  ['rejected', 'refused'],
  ['cancelled', 'refused'],
  ['reversed', 'reversed'],
]);

/** The references RazorpayX takes: at most 40 of these characters. */
const REFERENCE = /^[A-Za-z0-9 _-]{1,40}$/;

export function parseRazorpayXNotification(
  secret: string,
  rawBody: Buffer,
  headers: NotificationHeaders,
): ParsedPayoutNotification {
  const body = readRazorpayWebhook(secret, rawBody, headers);
  if (body.kind === 'rejected') return body;
  // One webhook may be subscribed to more than payouts (transactions, payout links).
  if (!body.event.startsWith('payout.')) return { kind: 'ignored', reason: `event ${body.event}` };
  const payout = webhookEntity(body.payload, 'payout');
  if (
    !payout ||
    typeof payout.id !== 'string' ||
    !RAZORPAY_ID.test(payout.id) ||
    typeof payout.status !== 'string'
  )
    return { kind: 'rejected', reason: 'no payout entity' };
  const status = ENDS.get(payout.status);
  if (!status) return { kind: 'ignored', reason: `payout ${payout.id} is ${payout.status.slice(0, 40)}` };
  // A payout made from the dashboard, or by another system on the same account, has none of ours
  // (our references are order numbers).
  if (typeof payout.reference_id !== 'string' || !REFERENCE.test(payout.reference_id))
    return { kind: 'ignored', reason: `payout ${payout.id} has no reference of ours` };
  if (!Number.isSafeInteger(payout.amount)) return { kind: 'rejected', reason: 'no amount' };
  return {
    kind: 'event',
    event: {
      providerRef: payout.id,
      reference: payout.reference_id,
      amountPaise: payout.amount as number,
      status,
      reason: status === 'paid' ? '' : reasonOf(payout, payout.status),
      // The event's own time. The payout entity has no time of processing, and a payout.updated
      // that says processed (its UTR came) may arrive first: either way the payout was processed
      // by then, which is closer than when we hear of it.
      ...(status === 'paid' && body.createdAt ? { paidAt: body.createdAt } : {}),
    },
  };
}
