/**
 * Two sweeps at once never make two orders. On PGlite (one connection) the transactions take
 * turns; with DATABASE_URL set (CI's PostgreSQL run) they really overlap on a pool of connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetClock } from '../../../../server/clock.ts';
import { enqueueJob } from '../../../../server/jobs/job-queue.ts';
import { JobRunner } from '../../../../server/jobs/job-runner.ts';
import {
  registerScheduledOrdersJob,
  sweepScheduledOrders,
  visitScheduledOrder,
} from '../../../../server/modules/scheduled-orders/sweep.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { productId, readyBorrower, serverNow, type Borrower } from '../orders/order-helpers.ts';
import { ordersOf, scheduleOk, storedRow } from './schedule-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

const options = { auditDelaySeconds: 5, sweepSeconds: 300 };

/** Borrowers who each scheduled a loan they may take now (the sweep has not run yet). */
async function scheduledBorrowers(count: number) {
  const scheduled: { who: Borrower; id: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const who = await readyBorrower(t.app, t.db);
    scheduled.push({
      who,
      id: (await scheduleOk(t.app, who, { productId: flex, expectBorrowAmount: 1000 })).id,
    });
  }
  return scheduled;
}

/** Each borrower got exactly one order, the one their scheduled order records. */
async function expectOneOrderEach(scheduled: { who: Borrower; id: number }[]) {
  for (const { who, id } of scheduled) {
    const orders = await ordersOf(t.db, who.userId);
    expect(orders).toHaveLength(1);
    expect(await storedRow(t.db, id)).toMatchObject({ state: 2, order_id: orders[0]!.id });
  }
}

describe('concurrent sweeps', () => {
  it('apply each scheduled order once when two sweeps run together', async () => {
    const scheduled = await scheduledBorrowers(4);
    const now = await serverNow(t.app);
    const [first, second] = await Promise.all([
      sweepScheduledOrders(t.db, now, options, t.app.log),
      sweepScheduledOrders(t.db, now, options, t.app.log),
    ]);
    expect(first!.applied + second!.applied).toBe(4);
    expect(first!.refused + second!.refused).toBe(0);
    await expectOneOrderEach(scheduled);
  });

  it('apply one scheduled order once when many visits race for it', async () => {
    const [only] = await scheduledBorrowers(1);
    const now = await serverNow(t.app);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => visitScheduledOrder(t.db, only!.id, now, options.auditDelaySeconds)),
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'applied')).toEqual(Array(5).fill('skipped'));
    await expectOneOrderEach([only!]);
    expect(await countRows(t.db, 'order_transitions', `reason = $1`, [`scheduled order #${only!.id}`])).toBe(
      1,
    );
  });

  it('apply each scheduled order once when two job runners take the due sweeps at the same time', async () => {
    const scheduled = await scheduledBorrowers(3);
    const now = await serverNow(t.app);
    // A second due sweep besides the nudge, so each runner has one to take.
    await enqueueJob(
      t.db,
      { kind: 'scheduled-orders.sweep', runAt: now, dedupeKey: 'test-second-sweep' },
      now,
    );
    const runners = [0, 1].map(() => {
      const runner = new JobRunner(t.db, offsetClock(t.db), t.app.log);
      registerScheduledOrdersJob(runner, t.db, t.app.log, options);
      return runner;
    });
    const ran = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(ran[0]! + ran[1]!).toBeGreaterThanOrEqual(2);
    await expectOneOrderEach(scheduled);
    expect(
      await countRows(t.db, 'jobs', `kind = 'scheduled-orders.sweep' AND state IN ('failed', 'running')`),
    ).toBe(0);
  });
});
