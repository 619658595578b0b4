/**
 * The audit decision (DOMAIN.md "Underwriting"): a job runs the underwriting rules a configurable
 * delay after the application; the development surface can force the decision instead. Either
 * way the decision goes through the state machine, is stored with its reasons, the borrower gets
 * an SMS, and a passed order applied with auto-get-money starts lending at once.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { loadUnderwritingFacts } from '../underwriting/facts.ts';
import { underwrite, type UnderwritingDecision } from '../underwriting/rules.ts';
import { recordAudit } from './audit-repo.ts';
import { queueDecisionSms } from './decision-sms.ts';
import { startLending } from './lending.ts';
import { OrderState, stateName } from './order-states.ts';
import { orderForUpdate, type OrderRow } from './repo.ts';
import { transition, type Actor } from './state-machine.ts';

export const AUDIT_JOB = 'orders.audit';

/** Queues the decision `delaySeconds` after the application, in the application's transaction. */
export async function scheduleAudit(tx: Queryable, orderId: number, now: Date, delaySeconds: number) {
  await enqueueJob(
    tx,
    {
      kind: AUDIT_JOB,
      payload: { orderId },
      runAt: new Date(now.getTime() + delaySeconds * 1000),
      dedupeKey: `${AUDIT_JOB}:${orderId}`,
    },
    now,
  );
}

async function applyDecision(
  tx: Queryable,
  order: OrderRow,
  outcome: UnderwritingDecision,
  by: { actor: Actor; decidedBy: 'system' | 'dev' },
  now: Date,
): Promise<void> {
  const passed = outcome.decision === 'pass';
  await transition(tx, order.id, passed ? OrderState.Pass : OrderState.Denied, {
    actor: by.actor,
    reason: passed ? 'audit passed' : `audit denied: ${outcome.reason}`,
    now,
  });
  await recordAudit(tx, {
    orderId: order.id,
    decision: outcome.decision,
    decidedBy: by.decidedBy,
    reason: outcome.reason,
    rules: outcome.outcomes,
    at: now,
  });
  await queueDecisionSms(tx, order.id, now);
  if (passed && order.auto_get_money)
    await startLending(tx, order.id, { actor: 'system', reason: 'auto get money', now });
}

/** The job: decide by the rules, unless the order was decided meanwhile (e.g. forced). */
export function registerAuditJob(runner: JobRunner, db: Db): void {
  runner.register(AUDIT_JOB, async (job, now) => {
    const orderId = Number(job.payload.orderId);
    await db.transaction(async (tx) => {
      const order = await orderForUpdate(tx, orderId);
      if (!order || order.state !== OrderState.Auditing) return;
      const outcome = underwrite(await loadUnderwritingFacts(tx, order, now));
      await applyDecision(tx, order, outcome, { actor: 'system', decidedBy: 'system' }, now);
    });
  });
}

/** The development surface's forced decision, through the same path as the job's. */
export async function forceAuditDecision(
  db: Db,
  orderId: number,
  decision: 'pass' | 'deny',
  now: Date,
): Promise<{ orderId: number; orderState: number }> {
  return db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.state !== OrderState.Auditing)
      throw new AppError('AUDIT_NOT_PENDING', { params: { state: stateName(order.state) } });
    const outcome: UnderwritingDecision = {
      decision,
      reason: `forced ${decision} on the development surface`,
      outcomes: [
        { rule: 'dev', passed: decision === 'pass', detail: 'decision forced on the development surface' },
      ],
    };
    await applyDecision(tx, order, outcome, { actor: 'dev', decidedBy: 'dev' }, now);
    const { rows } = await tx.query<{ state: number }>('SELECT state FROM orders WHERE id = $1', [orderId]);
    return { orderId, orderState: rows[0]?.state ?? order.state };
  });
}
