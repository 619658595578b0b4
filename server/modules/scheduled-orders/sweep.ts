/**
 * The sweep job (DOMAIN.md "Scheduled (auto-apply) orders"): applies each scheduled order whose
 * borrower may apply now, through the one apply path (orders/apply.ts), and records why the others
 * wait. Never two orders: each scheduled order is taken under a row lock (a second sweep skips it)
 * and re-read in state 0, the borrower is locked as every application locks them, and the database
 * refuses a second order in progress (orders_one_in_progress) whatever happens.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../contract/app-error.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { applyInTx } from '../orders/apply.ts';
import { lockBorrower } from '../orders/repo.ts';
import { productOrFail } from '../products/offer-checks.ts';
import { SCHEDULED_ORDERS_JOB, scheduleNextSweep } from './job-kind.ts';
import {
  lockWaitingBehindLoans,
  lockWaitingOrder,
  recordApplied,
  recordManyStillWaiting,
  recordStillWaiting,
  waitingOrderIds,
  type ScheduledOrderRow,
} from './repo.ts';
import { loanInProgressReason, waitingReason } from './waiting-reason.ts';

export interface SweepOptions {
  /** Seconds from an application to its audit decision (config). */
  auditDelaySeconds: number;
  /** Seconds between periodic sweeps while any order is scheduled (AUTO_APPLY_SWEEP_SECONDS). */
  sweepSeconds: number;
}

/**
 * What one visit did: applied, still waiting (a loan in progress, a denial wait), refused, or
 * skipped (another sweep holds it, or it left state 0 meanwhile).
 */
export type VisitOutcome = 'applied' | 'waiting' | 'refused' | 'skipped';

/**
 * Applies the scheduled order inside the visit's transaction. A refusal (e.g. the product became
 * full, the limit fell) is recorded as the reason it still waits; the savepoint discards whatever
 * the refused application had written.
 */
async function applyLocked(
  tx: Queryable,
  scheduled: ScheduledOrderRow,
  now: Date,
  auditDelaySeconds: number,
): Promise<VisitOutcome> {
  await tx.query('SAVEPOINT scheduled_apply');
  try {
    const product = await productOrFail(tx, scheduled.product_id);
    const applied = await applyInTx(
      tx,
      {
        userId: scheduled.user_id,
        productId: scheduled.product_id,
        cardId: scheduled.bank_card_id,
        amountPaise: scheduled.amount_paise,
        periodDays: product.period_days,
        // Applied while the borrower is away: the money is sent only when they confirm it with Get
        // Money, so a loan they no longer want is never paid out (and charged) unasked.
        autoGetMoney: false,
        checkEmail: false,
        autoMoney: false,
      },
      { now, actor: 'system', reason: `scheduled order #${scheduled.id}`, auditDelaySeconds },
    );
    await tx.query('RELEASE SAVEPOINT scheduled_apply');
    await recordApplied(tx, scheduled.id, applied.orderId, now);
    return 'applied';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT scheduled_apply');
    await recordStillWaiting(tx, scheduled.id, error.wording(), now);
    return 'refused';
  }
}

/** One scheduled order, in its own transaction. */
export async function visitScheduledOrder(
  db: Db,
  id: number,
  now: Date,
  auditDelaySeconds: number,
): Promise<VisitOutcome> {
  return db.transaction(async (tx) => {
    const scheduled = await lockWaitingOrder(tx, id);
    if (!scheduled) return 'skipped';
    // The lock every application takes: what is read below holds until this transaction ends.
    await lockBorrower(tx, scheduled.user_id);
    const reason = await waitingReason(tx, scheduled.user_id, now);
    if (reason) {
      await recordStillWaiting(tx, scheduled.id, reason, now);
      return 'waiting';
    }
    return applyLocked(tx, scheduled, now, auditDelaySeconds);
  });
}

/**
 * The visits of every scheduled order whose borrower has a loan in progress, at once: each still
 * waits for that loan, as its own visit would say (waitingReason), in one transaction and two
 * statements instead of one transaction each (a sweep runs every few minutes and after every
 * settlement, and at scale nearly every scheduled order waits so). Their ids, visited.
 */
async function visitOrdersBehindLoans(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const behind = await lockWaitingBehindLoans(tx);
    await recordManyStillWaiting(
      tx,
      behind.map((row) => ({ id: row.id, pendingReason: loanInProgressReason(row.order_no) })),
      now,
    );
    return behind.map((row) => row.id);
  });
}

/**
 * Visits every scheduled order, then plans the next periodic sweep while any remain. A visit that
 * fails unexpectedly is logged and retried by the next sweep; it does not stop the others. Those
 * waiting for a loan in progress are visited together first; a loan that settles meanwhile nudges
 * another sweep, as ever.
 */
export async function sweepScheduledOrders(
  db: Db,
  now: Date,
  options: SweepOptions,
  log: FastifyBaseLogger,
): Promise<Record<VisitOutcome, number>> {
  const counts: Record<VisitOutcome, number> = { applied: 0, waiting: 0, refused: 0, skipped: 0 };
  const visited = new Set<number>();
  try {
    for (const id of await visitOrdersBehindLoans(db, now)) visited.add(id);
  } catch (error) {
    // Each of them is visited on its own below instead.
    log.error({ err: error }, 'scheduled orders waiting for a loan: visit together failed');
  }
  counts.waiting += visited.size;
  for (const id of await waitingOrderIds(db)) {
    if (visited.has(id)) continue;
    try {
      counts[await visitScheduledOrder(db, id, now, options.auditDelaySeconds)] += 1;
    } catch (error) {
      log.error({ err: error, scheduledOrderId: id }, 'scheduled order visit failed');
    }
  }
  await scheduleNextSweep(db, now, options.sweepSeconds);
  return counts;
}

export function registerScheduledOrdersJob(
  runner: JobRunner,
  db: Db,
  log: FastifyBaseLogger,
  options: SweepOptions,
): void {
  runner.register(SCHEDULED_ORDERS_JOB, async (_job, now) => {
    await sweepScheduledOrders(db, now, options, log);
  });
}
