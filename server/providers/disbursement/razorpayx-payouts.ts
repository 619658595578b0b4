import { createHash } from 'node:crypto';
import { isRecord, parseJsonAnswer } from '../json-answer.ts';
import { errorDescription, keptText } from '../razorpayx-text.ts';
import type { DisbursementProvider, PayoutOutcome, PayoutRequest } from './disbursement-provider.ts';

export const RAZORPAYX_PAYOUTS_URL = 'https://api.razorpay.com/v1/payouts';

export interface RazorpayXOptions {
  keyId: string;
  keySecret: string;
  /** The lender's RazorpayX business account the money leaves from (not the borrower's). */
  accountNumber: string;
  timeoutMs?: number;
  /** The network call (tests hand in their own; nothing else ever does). */
  fetch?: typeof fetch;
}

/** RazorpayX takes 4-36 letters, digits, spaces, hyphens and underscores as an idempotency key. */
export function idempotencyKey(reference: string): string {
  if (/^[A-Za-z0-9 _-]{4,36}$/.test(reference)) return reference;
  return createHash('sha256').update(reference).digest('hex').slice(0, 36);
}

/** What the borrower's bank statement shows: at most 30 letters, digits and spaces. */
function narration(reference: string): string {
  return `Loan ${reference}`.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 30);
}

/**
 * The body of POST /v1/payouts (the composite form: the contact and its bank account travel with
 * the payout, and RazorpayX reuses them when they match ones it has). IMPS reaches the account in
 * minutes at any hour, for up to ₹5 lakh, above every loan the ladder allows. A payout the business
 * account cannot cover yet is queued rather than refused.
 */
export function payoutRequest(request: PayoutRequest, accountNumber: string): Record<string, unknown> {
  return {
    account_number: accountNumber,
    amount: request.amountPaise,
    currency: 'INR',
    mode: 'IMPS',
    purpose: 'payout',
    fund_account: {
      account_type: 'bank_account',
      bank_account: {
        name: request.holderName.slice(0, 120),
        ifsc: request.ifsc,
        account_number: request.accountNo,
      },
      contact: { name: request.holderName.slice(0, 50), type: 'customer', reference_id: request.borrowerRef },
    },
    queue_if_low_balance: true,
    reference_id: request.reference,
    narration: narration(request.reference),
  };
}

const IN_PROGRESS = new Set(['queued', 'pending', 'scheduled', 'processing']);
const REFUSED = new Set(['failed', 'reversed', 'rejected', 'cancelled']);

/** RazorpayX's description of why a payout ended as it did, or the status in words. */
export function reasonOf(payout: Record<string, unknown>, status: string): string {
  const details = isRecord(payout.status_details) ? payout.status_details : {};
  const said = [details.description, payout.failure_reason].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return keptText(said ?? `the payout was ${status}`);
}

/** A payout entity as RazorpayX answers it, read into the provider's outcome. */
export function outcomeOfPayout(text: string): PayoutOutcome {
  const payout = parseJsonAnswer(text, 'RazorpayX');
  if (!isRecord(payout) || typeof payout.id !== 'string' || typeof payout.status !== 'string')
    throw new Error(`RazorpayX's answer has no payout id or status: ${text.slice(0, 300)}`);
  const { id, status } = payout;
  if (status === 'processed') return { status: 'paid', providerRef: id };
  if (IN_PROGRESS.has(status)) return { status: 'in-progress', providerRef: id };
  if (REFUSED.has(status)) return { status: 'refused', providerRef: id, reason: reasonOf(payout, status) };
  // A status this code does not know: retried (and seen in the job's error) rather than guessed.
  throw new Error(`RazorpayX answered payout ${id} with an unknown status "${status}"`);
}

/**
 * RazorpayX Payouts: one payout per order, its reference the idempotency key, so a retry after a
 * timeout or a crash returns the payout already made. Where it stands is asked again by its id
 * (GET /v1/payouts/{id}) while it is in progress.
 */
export function razorpayXPayouts(options: RazorpayXOptions): DisbursementProvider {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization };
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);
  return {
    async payout(request) {
      // RazorpayX needs the account holder's name; asking again would not bring one.
      if (request.holderName.trim() === '')
        return { status: 'refused', providerRef: 'not sent', reason: 'the borrower has no verified name' };
      const response = await doFetch(RAZORPAYX_PAYOUTS_URL, {
        method: 'POST',
        headers: { ...headers, 'x-payout-idempotency': idempotencyKey(request.reference) },
        body: JSON.stringify(payoutRequest(request, options.accountNumber)),
        signal: signal(),
      });
      const text = await response.text().catch(() => '');
      // 400 is a request RazorpayX will never take (an IFSC or account it does not accept): no
      // payout exists, and asking again would not make one. Anything else not 2xx is retried.
      if (response.status === 400)
        return {
          status: 'refused',
          providerRef: 'HTTP 400',
          reason: `RazorpayX refused the payout: ${errorDescription(text)}`,
        };
      if (!response.ok) throw new Error(`RazorpayX answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      return outcomeOfPayout(text);
    },
    async payoutStatus(providerRef) {
      const response = await doFetch(`${RAZORPAYX_PAYOUTS_URL}/${encodeURIComponent(providerRef)}`, {
        method: 'GET',
        headers,
        signal: signal(),
      });
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new Error(`RazorpayX answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      return outcomeOfPayout(text);
    },
  };
}
