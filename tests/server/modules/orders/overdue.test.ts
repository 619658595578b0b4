import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../../server/jobs/job-queue.ts';
import { addDays, istDateOf } from '../../../../server/modules/orders/ist-calendar.ts';
import { OVERDUE_JOB } from '../../../../server/modules/orders/overdue.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import { transition } from '../../../../server/modules/orders/state-machine.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  detail,
  loanedOrder,
  productId,
  readyBorrower,
  runJobs,
  serverNow,
  signInAgain,
  stateOf,
  transitionsOf,
} from './order-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

describe('overdue orders through the development clock', () => {
  it('become 8 Overdued the day after the due date and accrue a capped penal charge per IST day', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 3000 });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);

    // On the due date itself the loan is not overdue.
    await advance(t.app, { advanceDays: 91 });
    await signInAgain(t.app, me);
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 6,
      overdueDays: 0,
      overdueFee: 0,
      outstandingAmount: 3224.38,
    });

    // From 00:00 IST the next day: overdue, one day of ₹3,000 x 0.5% = ₹15.
    await advance(t.app, { advanceDays: 1 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Overdued);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueDays: 1,
      overdueFee: 15,
      // Penal charges are not added to the interest base.
      interest: 224.38,
      outstandingAmount: 3239.38,
      isExtension: true,
    });
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toEqual({
      from_state: 6,
      to_state: 8,
      actor: 'system',
      reason: expect.stringMatching(/^due date \d{4}-\d{2}-\d{2} passed unpaid$/),
    });

    // Running the jobs again the same day charges nothing more.
    await runJobs(t.app);
    await advance(t.app, { advanceDays: 2 });
    await runJobs(t.app);
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      overdueDays: 3,
      overdueFee: 45,
    });

    // The cap: 25% of ₹3,000 = ₹750, reached after 50 days and never passed.
    await advance(t.app, { advanceDays: 100 });
    await signInAgain(t.app, me);
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      overdueDays: 103,
      overdueFee: 750,
      outstandingAmount: 3974.38,
    });
  });

  it('shows the up-to-date figures on the order detail even before the daily job runs', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 2000 });
    await advance(t.app, { advanceDays: 93 });
    await signInAgain(t.app, me);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueDays: 2,
      // ₹2,000 x 0.5% x 2 days
      overdueFee: 20,
    });
  });

  it('changes nothing on a second view the same day: the charge is read, not written again', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 2000 });
    await advance(t.app, { advanceDays: 94 });
    await signInAgain(t.app, me);
    const first = (await detail(t.app, me, order.orderId)).body.data;
    expect(first).toMatchObject({ orderState: 8, overdueDays: 3, overdueFee: 30 });
    // The row's version (xmin) moves with any UPDATE of it, even one writing the same values.
    const version = async () =>
      (await t.db.query<{ v: string }>('SELECT xmin::text AS v FROM orders WHERE id = $1', [order.orderId]))
        .rows[0]?.v;
    const before = await version();
    expect((await detail(t.app, me, order.orderId)).body.data).toEqual(first);
    expect(await version()).toBe(before);
    // The next day it is caught up again on view.
    await advance(t.app, { advanceDays: 1 });
    await signInAgain(t.app, me);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      overdueDays: 4,
      overdueFee: 40,
    });
    expect(await version()).not.toBe(before);
  });

  it('leaves alone, unlocked and unwritten, an order already charged today: the sweep and its rerun', async () => {
    const viewed = await readyBorrower(t.app, t.db);
    const viewedOrder = await loanedOrder(t.app, viewed, { productId: flex, borrowAmount: 2000 });
    const unseen = await readyBorrower(t.app, t.db);
    const unseenOrder = await loanedOrder(t.app, unseen, { productId: flex, borrowAmount: 4000 });
    await advance(t.app, { advanceDays: 93 });
    await signInAgain(t.app, viewed);
    await signInAgain(t.app, unseen);
    // Viewing the order charges it through today before the day's sweep.
    expect((await detail(t.app, viewed, viewedOrder.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueFee: 20,
    });
    // A row's xmin moves when it is written, even with the same values; its xmax when it is locked.
    const row = async (orderId: number) =>
      (
        await t.db.query<{ xmin: string; xmax: string }>(
          'SELECT xmin::text AS xmin, xmax::text AS xmax FROM orders WHERE id = $1',
          [orderId],
        )
      ).rows[0];
    const viewedBefore = await row(viewedOrder.orderId);

    // The day's sweep (with the other jobs due, which may look at the order: only its xmin is asked).
    expect(await runJobs(t.app)).toBeGreaterThanOrEqual(1);
    // ₹4,000 x 0.5% x 2 days
    expect((await detail(t.app, unseen, unseenOrder.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueFee: 40,
    });
    expect((await row(viewedOrder.orderId))?.xmin).toBe(viewedBefore?.xmin);

    // The same day's sweep again, alone (a retry, or a process taking it up after a lease passed):
    // neither order is locked or written.
    const before = [await row(viewedOrder.orderId), await row(unseenOrder.orderId)];
    const now = await serverNow(t.app);
    await enqueueJob(t.db, { kind: OVERDUE_JOB, runAt: now }, now);
    expect(await runJobs(t.app)).toBe(1);
    expect([await row(viewedOrder.orderId), await row(unseenOrder.orderId)]).toEqual(before);
    expect((await detail(t.app, unseen, unseenOrder.orderId)).body.data).toMatchObject({ overdueFee: 40 });
  });

  it('charges an extended order (11) again only after its new due date, never a day twice', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    await advance(t.app, { advanceDays: 94 });
    await signInAgain(t.app, me);
    await runJobs(t.app);
    // 3 overdue days x ₹5.
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueFee: 15,
    });

    // What the extension side does once its fee is paid: 8 -> 11, due 7 days from the request.
    const now = await serverNow(t.app);
    await t.db.transaction(async (tx) => {
      await transition(tx, order.orderId, OrderState.Extension, {
        actor: 'provider',
        reason: 'extension paid',
        now,
      });
      await tx.query('UPDATE orders SET due_date = $2::date WHERE id = $1', [
        order.orderId,
        addDays(istDateOf(now), 7),
      ]);
    });
    await advance(t.app, { advanceDays: 7 });
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 11,
      overdueDays: 0,
      overdueFee: 15,
      extensionState: 1,
      isExtension: false,
    });

    await advance(t.app, { advanceDays: 2 });
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueDays: 2,
      overdueFee: 25,
    });
    expect((await transitionsOf(t.db, order.orderId)).map((row) => row.to_state)).toEqual([
      1, 2, 4, 6, 8, 11, 8,
    ]);
  });
});
