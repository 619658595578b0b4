/**
 * The SMS telling the borrower the audit decision (the audit page and the FAQ promise it). Queued
 * as a job in the decision's transaction, so it is sent exactly when the decision exists, after
 * commit, and retried if the SMS provider fails, without ever undoing the decision.
 */
import type { Db, Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { DENIAL_WAIT_DAYS } from './denial-wait.ts';

export const DECISION_SMS_JOB = 'orders.decisionSms';

export async function queueDecisionSms(tx: Queryable, orderId: number, now: Date): Promise<void> {
  await enqueueJob(
    tx,
    { kind: DECISION_SMS_JOB, payload: { orderId }, runAt: now, dedupeKey: `${DECISION_SMS_JOB}:${orderId}` },
    now,
  );
}

interface DecisionRow {
  order_no: string;
  phone: string;
  decision: 'pass' | 'deny';
  auto_get_money: boolean;
}

export function decisionText(row: Omit<DecisionRow, 'phone'>): string {
  if (row.decision === 'deny')
    return `Your loan application ${row.order_no} was not approved this time. You can apply again in ${DENIAL_WAIT_DAYS} days.`;
  return row.auto_get_money
    ? `Your loan application ${row.order_no} is approved. We are sending the money to your bank account.`
    : `Your loan application ${row.order_no} is approved. Open the app and press Get Money to receive it.`;
}

export function registerDecisionSmsJob(runner: JobRunner, db: Db, sms: SmsProvider): void {
  runner.register(DECISION_SMS_JOB, async (job, now) => {
    const { rows } = await db.query<DecisionRow>(
      `SELECT o.order_no, u.phone, a.decision, o.auto_get_money
       FROM orders o JOIN users u ON u.id = o.user_id JOIN order_audits a ON a.order_id = o.id
       WHERE o.id = $1`,
      [Number(job.payload.orderId)],
    );
    const row = rows[0];
    if (row) await sms.send({ phone: row.phone, text: decisionText(row) }, now);
  });
}
