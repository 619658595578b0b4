import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  applyOk,
  atIstHour,
  forceAudit,
  loanedOrder,
  productId,
  readyBorrower,
  runJobs,
  serverNow,
  signInAgain,
  stateOf,
  transitionsOf,
  type Borrower,
} from '../orders/order-helpers.ts';
import { repay } from '../payments/payment-fixtures.ts';
import {
  cancelScheduled,
  ordersOf,
  pendingSweeps,
  scheduledOrder,
  scheduledWhileOpen,
  scheduleOk,
  setFull,
  storedRow,
} from './schedule-helpers.ts';

let t: TestApp;
let flex: number;
let salary: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
  salary = await productId(t.db, 'salary-plus');
});
afterAll(() => t.close());

/** Repays the whole loan on the sandbox page: the gateway's signed notification settles it. */
async function repayOnSandboxPage(who: Borrower, orderId: number): Promise<void> {
  const started = await repay(t.app, { token: who.token, orderId });
  expect(started.body.code).toBe(0);
  const paid = await t.app.inject({
    method: 'POST',
    url: started.body.data.paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=pay&callback=${encodeURIComponent('/orders')}`,
  });
  expect(paid.statusCode).toBe(303);
}

/** Two borrowers with a loan in progress, each with an order scheduled behind it. */
async function ordersBehindLoans() {
  const behind = [];
  for (const amount of [1000, 2000]) {
    const who = await readyBorrower(t.app, t.db);
    const loan = await loanedOrder(t.app, who, { productId: flex, borrowAmount: amount });
    const scheduled = await scheduleOk(t.app, who, { productId: flex, expectBorrowAmount: 4000 });
    behind.push({ loan, scheduled });
  }
  return behind;
}

describe('the scheduled-orders sweep', () => {
  it('waits while a loan is in progress and applies, once, right after that loan is repaid', async () => {
    const me = await readyBorrower(t.app, t.db);
    const loan = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 4000 });

    await runJobs(t.app);
    expect(await storedRow(t.db, scheduled.id)).toMatchObject({
      state: 0,
      pending_reason: `Waiting for your loan ${loan.orderNo} to be settled.`,
      attempts: 1,
    });
    expect(await ordersOf(t.db, me.userId)).toHaveLength(1);
    // While it waits, a periodic sweep is planned AUTO_APPLY_SWEEP_SECONDS (300) ahead.
    const now = await serverNow(t.app);
    const [periodic] = await pendingSweeps(t.db);
    expect(periodic?.dedupe_key).toBe('scheduled-orders.sweep:periodic');
    const ahead = (periodic?.run_at.getTime() ?? 0) - now.getTime();
    expect(ahead).toBeGreaterThan(290_000);
    expect(ahead).toBeLessThanOrEqual(300_000);

    await repayOnSandboxPage(me, loan.orderId);
    expect(await stateOf(t.db, loan.orderId)).toBe(7);
    // The settlement nudged the sweep: it runs now, without waiting for the periodic one.
    await runJobs(t.app);
    const orders = await ordersOf(t.db, me.userId);
    expect(orders.map((o) => [o.state, o.loan_amount_paise])).toEqual([
      [7, 100_000],
      [1, 400_000],
    ]);
    const applied = orders[1]!;
    expect(await transitionsOf(t.db, applied.id)).toEqual([
      { from_state: null, to_state: 1, actor: 'system', reason: `scheduled order #${scheduled.id}` },
    ]);
    const shown = (await scheduledOrder(t.app, me, scheduled.id)).body.data;
    expect(shown).toMatchObject({
      state: 2,
      orderId: applied.id,
      orderNo: applied.order_no,
      applyTime: expect.any(String),
      pendingReason: null,
    });
    expect(await storedRow(t.db, scheduled.id)).toMatchObject({ attempts: 2 });

    // An applied one cannot be cancelled; the refusal names its order.
    expect((await cancelScheduled(t.app, me, { id: scheduled.id, orderNo: applied.order_no })).body).toEqual({
      code: 5303,
      msg: `This scheduled order was already applied as order ${applied.order_no}, so it cannot be cancelled.`,
      data: null,
    });

    // Nothing is scheduled any more: the pending periodic sweep runs and plans no other one.
    await advance(t.app, { advanceMinutes: 10 });
    await runJobs(t.app);
    expect(await pendingSweeps(t.db)).toEqual([]);
    expect(await ordersOf(t.db, me.userId)).toHaveLength(2);
  });

  it('waits out the wait after a denial, saying how long, then applies', async () => {
    // Denied at about 10:00 IST: the wait runs to 00:00 IST fifteen days on, 14 days 14 hours.
    await atIstHour(t.app, 10);
    const me = await readyBorrower(t.app, t.db);
    const denied = await applyOk(t.app, me, { productId: flex, borrowAmount: 2000 });
    expect((await forceAudit(t.app, denied.orderId, 'deny')).body.code).toBe(0);

    const precheck = await apiGet<{ rejectStatusVO: { day: number; hour: number } }>(
      t.app,
      `/order/v1/precheck?productId=${flex}`,
      { token: me.token },
    );
    const wait = precheck.body.data.rejectStatusVO;
    expect(wait).toEqual({ day: 14, hour: 14 });
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 2000 });
    expect(scheduled.pendingReason).toBe('You can apply again in 14 days 14 hours.');

    await runJobs(t.app);
    expect(await storedRow(t.db, scheduled.id)).toMatchObject({ state: 0, attempts: 1 });
    await advance(t.app, { advanceDays: 14 });
    await runJobs(t.app);
    const almost = await storedRow(t.db, scheduled.id);
    expect(almost?.state).toBe(0);
    expect(almost?.pending_reason).toBe('You can apply again in 14 hours.');
    expect(await ordersOf(t.db, me.userId)).toHaveLength(1);

    await advance(t.app, { advanceDays: 1 });
    await runJobs(t.app);
    await signInAgain(t.app, me);
    const orders = await ordersOf(t.db, me.userId);
    expect(orders.map((o) => o.state)).toEqual([3, expect.any(Number)]);
    expect((await scheduledOrder(t.app, me, scheduled.id)).body.data).toMatchObject({
      state: 2,
      orderNo: orders[1]!.order_no,
      pendingReason: null,
    });
  });

  it('records a refusal of the application as the reason, and applies when it no longer holds', async () => {
    const me = await readyBorrower(t.app, t.db);
    const scheduledId = await scheduledWhileOpen(t.app, t.db, me, salary);
    await runJobs(t.app);
    expect(await storedRow(t.db, scheduledId)).toMatchObject({
      state: 0,
      order_id: null,
      pending_reason: 'Salary Plus is full at the moment. Please choose another product.',
    });
    expect(await ordersOf(t.db, me.userId)).toEqual([]);

    await setFull(t.db, salary, false);
    try {
      await advance(t.app, { advanceMinutes: 6 });
      await runJobs(t.app);
    } finally {
      await setFull(t.db, salary, true);
    }
    const orders = await ordersOf(t.db, me.userId);
    expect(orders).toHaveLength(1);
    expect(await storedRow(t.db, scheduledId)).toMatchObject({
      state: 2,
      order_id: orders[0]!.id,
      pending_reason: null,
    });
  });

  it('never applies a cancelled scheduled order', async () => {
    const me = await readyBorrower(t.app, t.db);
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 1000 });
    expect(scheduled.pendingReason).toBeNull();
    expect((await cancelScheduled(t.app, me, { id: scheduled.id })).body.data.state).toBe(3);
    await runJobs(t.app);
    expect(await ordersOf(t.db, me.userId)).toEqual([]);
    expect(await storedRow(t.db, scheduled.id)).toMatchObject({ state: 3, attempts: 0 });
  });

  // The last two: the sweeps they leave planned run in a later test's jobs, and the last one asks
  // only of its own orders.
  it("in one sweep tells each order waiting behind a loan its own borrower's loan, and applies a free one", async () => {
    const behind = await ordersBehindLoans();
    const free = await readyBorrower(t.app, t.db);
    const freeScheduled = await scheduleOk(t.app, free, { productId: flex, expectBorrowAmount: 1000 });

    await runJobs(t.app);
    for (const { loan, scheduled } of behind)
      expect(await storedRow(t.db, scheduled.id)).toMatchObject({
        state: 0,
        order_id: null,
        pending_reason: `Waiting for your loan ${loan.orderNo} to be settled.`,
      });
    const freeOrders = await ordersOf(t.db, free.userId);
    expect(freeOrders).toHaveLength(1);
    expect(await storedRow(t.db, freeScheduled.id)).toMatchObject({ state: 2, order_id: freeOrders[0]!.id });
  });

  it('visits each order waiting behind a loan on its own when their visit together fails', async () => {
    const behind = await ordersBehindLoans();
    // The database refuses a statement that changes several scheduled orders: the visit together
    // (one statement for all) fails, and a visit of one passes.
    await t.db.exec(`CREATE FUNCTION refuse_several() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF (SELECT count(*) FROM changed) > 1 THEN
            RAISE EXCEPTION 'several scheduled orders in one statement';
          END IF;
          RETURN NULL;
        END $$;
      CREATE TRIGGER refuse_several AFTER UPDATE ON scheduled_orders REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_several();`);
    const visitsBefore = await Promise.all(
      behind.map(async ({ scheduled }) => (await storedRow(t.db, scheduled.id))?.attempts ?? 0),
    );
    try {
      await runJobs(t.app);
    } finally {
      await t.db.exec('DROP TRIGGER refuse_several ON scheduled_orders; DROP FUNCTION refuse_several();');
    }
    // Each was visited on its own (the sweep did not fail with the visit together) and says which
    // loan it waits for.
    for (const [index, { loan, scheduled }] of behind.entries()) {
      const row = await storedRow(t.db, scheduled.id);
      expect(row).toMatchObject({
        state: 0,
        order_id: null,
        pending_reason: `Waiting for your loan ${loan.orderNo} to be settled.`,
      });
      expect(row?.attempts).toBeGreaterThan(visitsBefore[index]!);
    }
  });
});
