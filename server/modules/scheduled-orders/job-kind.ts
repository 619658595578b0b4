/**
 * The scheduled-orders sweep as other modules see it: its job kind and how to ask for a run. It
 * imports nothing from the orders module, so the order engine can nudge it (after an order
 * settles) without an import cycle.
 */
import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';

export const SCHEDULED_ORDERS_JOB = 'scheduled-orders.sweep';

/**
 * Two dedupe keys: a nudge (run now) must not be swallowed by the periodic sweep pending minutes
 * ahead, and neither piles up more than one pending run of its own.
 */
const NUDGE_KEY = `${SCHEDULED_ORDERS_JOB}:nudge`;
const PERIODIC_KEY = `${SCHEDULED_ORDERS_JOB}:periodic`;

async function anyScheduled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM scheduled_orders WHERE state = 0 LIMIT 1');
  return rows.length > 0;
}

/**
 * Asks for a sweep now (e.g. a loan just settled, so its borrower may apply again). Pass the
 * transaction's `tx`: the run exists exactly when the change that allows it is committed. Does
 * nothing when no order is scheduled.
 */
export async function nudgeScheduledOrders(tx: Queryable, now: Date): Promise<void> {
  if (!(await anyScheduled(tx))) return;
  await enqueueJob(tx, { kind: SCHEDULED_ORDERS_JOB, runAt: now, dedupeKey: NUDGE_KEY }, now);
}

/** The next periodic sweep, `afterSeconds` from now, while any order is still scheduled. */
export async function scheduleNextSweep(db: Queryable, now: Date, afterSeconds: number): Promise<void> {
  if (!(await anyScheduled(db))) return;
  await enqueueJob(
    db,
    {
      kind: SCHEDULED_ORDERS_JOB,
      runAt: new Date(now.getTime() + afterSeconds * 1000),
      dedupeKey: PERIODIC_KEY,
    },
    now,
  );
}
