/**
 * The sandbox bank's notifications (decision 0068): it tells this server when a payout is
 * processed, failed or sent back, signed as the sandbox gateway signs its own (X-Sandbox-Signature,
 * HMAC-SHA256 under the development webhook secret), through the same route and the same
 * settlement a real bank's webhook takes. Each notice is a job due when the bank's ledger says
 * the moment comes, delivered in this process until the route acknowledges it, as a bank retries.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { isAcknowledged, postInProcess } from '../deliver-in-process.ts';
import { isoTime } from '../gateway-time.ts';
import { isRecord, parseJsonBody } from '../json-answer.ts';
import { hasValidSignature, signatureHex } from '../payment/notification-signature.ts';
import { headerValue, type NotificationHeaders } from '../payment/payment-provider.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../payment/sandbox-gateway.ts';
import type { ParsedPayoutNotification, PayoutEvent } from './disbursement-provider.ts';

export const SANDBOX_PAYOUT_NOTICE_JOB = 'sandbox.payout-notice';

/** What the sandbox bank sends: small, like a small bank's webhook. */
export interface SandboxPayoutNotice {
  type: 'payout.processed' | 'payout.failed' | 'payout.reversed';
  payout: { ref: string; reference: string; amountPaise: number; reason: string };
  /** When it happened at the bank (ISO 8601), however late the notice is delivered. */
  at?: string;
}

const STATUS_OF: ReadonlyMap<string, PayoutEvent['status']> = new Map([
  ['payout.processed', 'paid'],
  ['payout.failed', 'refused'],
  ['payout.reversed', 'reversed'],
]);

/** Queues a notice for `at`, once per payout and kind while it waits (a repeated payout call). */
export async function queuePayoutNotice(db: Queryable, notice: SandboxPayoutNotice, at: Date, now: Date) {
  await enqueueJob(
    db,
    {
      kind: SANDBOX_PAYOUT_NOTICE_JOB,
      payload: { notice },
      runAt: at,
      dedupeKey: `${SANDBOX_PAYOUT_NOTICE_JOB}:${notice.payout.ref}:${notice.type}`,
      // The bank keeps trying, as the job's looks do (disbursement-job.ts), for most of a day.
      maxAttempts: 24,
    },
    now,
  );
}

export function signPayoutNotice(secret: string, notice: SandboxPayoutNotice) {
  const body = JSON.stringify(notice);
  return {
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHex(secret, body) },
  };
}

/** The job: POSTs the signed notice to `notifyPath` in this process; unacknowledged, it throws. */
export function registerSandboxPayoutNotices(
  jobs: JobRunner,
  app: FastifyInstance,
  delivery: { webhookSecret: string; notifyPath: string },
): void {
  jobs.register(SANDBOX_PAYOUT_NOTICE_JOB, async (job) => {
    const notice = job.payload.notice as SandboxPayoutNotice;
    const answer = await postInProcess(
      app,
      delivery.notifyPath,
      signPayoutNotice(delivery.webhookSecret, notice),
    );
    if (!isAcknowledged(answer))
      throw new Error(
        `Sandbox payout notice not acknowledged: ${answer.msg} (HTTP ${answer.statusCode}, code ${answer.code})`,
      );
  });
}

/** Verifies and reads a sandbox bank notice. Never throws on bad input. */
export function parseSandboxPayoutNotice(
  secret: string,
  rawBody: Buffer,
  headers: NotificationHeaders,
): ParsedPayoutNotification {
  if (!hasValidSignature(secret, rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER)))
    return { kind: 'rejected', reason: 'signature does not match' };
  const body = parseJsonBody(rawBody);
  if (!isRecord(body) || typeof body.type !== 'string' || !isRecord(body.payout))
    return { kind: 'rejected', reason: 'not a sandbox payout notice' };
  const { ref, reference, amountPaise, reason } = body.payout;
  const status = STATUS_OF.get(body.type);
  if (!status) return { kind: 'ignored', reason: `notice ${body.type.slice(0, 40)}` };
  // Only what the sandbox bank itself writes: its refs, our order numbers, plain reasons.
  if (
    typeof ref !== 'string' ||
    !/^SBXPAY[0-9A-F]{16}$/.test(ref) ||
    typeof reference !== 'string' ||
    !/^[A-Za-z0-9_-]{1,40}$/.test(reference) ||
    !Number.isSafeInteger(amountPaise) ||
    typeof reason !== 'string' ||
    reason.length > 300 ||
    [...reason].some((character) => character < ' ')
  )
    return { kind: 'rejected', reason: 'payout fields missing or malformed' };
  const paidAt = status === 'paid' ? isoTime(body.at) : undefined;
  return {
    kind: 'event',
    event: {
      providerRef: ref,
      reference,
      amountPaise: amountPaise as number,
      status,
      reason,
      ...(paidAt ? { paidAt } : {}),
    },
  };
}
