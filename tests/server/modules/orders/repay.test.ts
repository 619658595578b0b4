import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/contract/app-error.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import { repayPurpose, type SettleOptions } from '../../../../server/modules/orders/repay-purpose.ts';
import type { CapturedPayment } from '../../../../server/modules/payments/purposes.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  applyOk,
  detail,
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
} from './order-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

/** What the purpose reported for an operator, as the app's log would have it. */
const operatorErrors: Array<{ fields: Record<string, unknown>; message: string }> = [];
/** The purpose as the payments module calls it: inside its own transactions. */
const purpose = repayPurpose({
  auditDelaySeconds: 5,
  log: {
    error: ((fields: Record<string, unknown>, message: string) => {
      operatorErrors.push({ fields, message });
    }) as SettleOptions['log']['error'],
  },
});
let nextPaymentId = 1;

async function quote(who: Borrower, orderId: number) {
  const now = await serverNow(t.app);
  return t.db.transaction((tx) => purpose.quote(tx, { userId: who.userId, orderId, now }));
}

async function pay(who: Borrower, orderId: number, amountPaise: number, paymentId = nextPaymentId++) {
  const now = await serverNow(t.app);
  const payment: CapturedPayment = {
    paymentId,
    userId: who.userId,
    orderId,
    amountPaise,
    refs: {},
    providerRef: `sandbox-${paymentId}`,
    paidAt: now,
    owedAsOf: now,
  };
  return t.db.transaction((tx) => purpose.settle(tx, payment, now));
}

async function paidParts(orderId: number) {
  const { rows } = await t.db.query(
    `SELECT amount_paise, to_extension_fee_paise, to_penal_paise, to_fees_paise, to_interest_paise, to_principal_paise,
            excess_paise
     FROM order_repayments WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

describe("the 'repay' payment purpose", () => {
  it('is registered in the app for the payments module', async () => {
    const registered = t.app.paymentPurposes.get('repay');
    expect(registered).toBeDefined();
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const now = await serverNow(t.app);
    const owed = await t.db.transaction((tx) =>
      registered!.quote(tx, { userId: me.userId, orderId: order.orderId, now }),
    );
    // ₹1,000 + ₹74.79 interest for 91 days at 30% p.a.
    expect(owed.amountPaise).toBe(107_479);
  });

  it('quotes the outstanding amount and settles a partial, then the full payment', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 3000 });
    expect(await quote(me, order.orderId)).toEqual({
      amountPaise: 322_438,
      description: `Repayment of order ${order.orderNo}`,
      returnPath: `/orders/${order.orderId}/detail`,
    });

    // A partial payment goes to interest before principal.
    await pay(me, order.orderId, 100_000);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await paidParts(order.orderId)).toEqual([
      {
        amount_paise: 100_000,
        to_extension_fee_paise: 0,
        to_penal_paise: 0,
        to_fees_paise: 0,
        to_interest_paise: 22_438,
        to_principal_paise: 77_562,
        excess_paise: 0,
      },
    ]);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      outstandingAmount: 2224.38,
      repaidAmount: 1000,
    });
    expect((await quote(me, order.orderId)).amountPaise).toBe(222_438);

    // The same payment reported again changes nothing.
    await pay(me, order.orderId, 100_000, nextPaymentId - 1);
    expect(await countRows(t.db, 'order_repayments', 'order_id = $1', [order.orderId])).toBe(1);

    await pay(me, order.orderId, 222_438);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toEqual({
      from_state: 6,
      to_state: 7,
      actor: 'provider',
      reason: expect.stringMatching(/^repaid in full \(payment \d+, sandbox-\d+\)$/),
    });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 7,
      outstandingAmount: 0,
      repaidAmount: 3224.38,
      canChooseAmount: [],
    });
    await expect(quote(me, order.orderId)).rejects.toThrow(
      'There is nothing to repay on this order (it is Settled).',
    );
    // A payment arriving for a settled order is kept as excess, not lost, and an operator is told
    // to refund it; no payment before it was reported.
    expect(operatorErrors.filter((e) => e.fields.orderId === order.orderId)).toEqual([]);
    await pay(me, order.orderId, 5_000);
    expect((await paidParts(order.orderId)).at(-1)).toMatchObject({
      amount_paise: 5_000,
      excess_paise: 5_000,
    });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);
    expect(operatorErrors.filter((e) => e.fields.orderId === order.orderId)).toEqual([
      {
        fields: {
          orderId: order.orderId,
          orderState: OrderState.Settled,
          paymentId: nextPaymentId - 1,
          providerRef: `sandbox-${nextPaymentId - 1}`,
          amountPaise: 5_000,
          excessPaise: 5_000,
        },
        message: 'payment kept beyond what the order owed: refund it to the borrower (needs an operator)',
      },
    ]);
    // Reported once: the same notice again records nothing and says nothing.
    await pay(me, order.orderId, 5_000, nextPaymentId - 1);
    expect(operatorErrors.filter((e) => e.fields.orderId === order.orderId)).toHaveLength(1);
  });

  it('pays penal charges before interest and principal on an overdue order', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 2000 });
    await advance(t.app, { advanceDays: 95 });
    await signInAgain(t.app, me);
    await runJobs(t.app);
    const owed = await quote(me, order.orderId);
    // 4 overdue days x ₹10 = ₹40 on top of ₹2,000 + ₹149.59 interest.
    expect(owed.amountPaise).toBe(200_000 + 14_959 + 4_000);
    await pay(me, order.orderId, 5_000);
    expect((await paidParts(order.orderId))[0]).toMatchObject({
      to_penal_paise: 4_000,
      to_interest_paise: 1_000,
    });
    await pay(me, order.orderId, owed.amountPaise - 5_000);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);
  });

  it("answers someone else's order like an unknown one, and refuses an order not being repaid", async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const theirs = quote(other, order.orderId);
    await expect(theirs).rejects.toBeInstanceOf(AppError);
    await expect(theirs).rejects.toThrow('This order does not exist.');
    await expect(pay(other, order.orderId, 1_000)).rejects.toThrow(/not one of its payer's/);

    const auditing = await applyOk(t.app, other, { productId: flex, borrowAmount: 1000 });
    await expect(quote(other, auditing.orderId)).rejects.toThrow(
      'There is nothing to repay on this order (it is Auditing).',
    );
  });
});

describe('POST /api1/order/v1/reapply', () => {
  const reapply = (who: Borrower, body: Record<string, unknown>) =>
    apiPost(t.app, '/order/v1/reapply', body, { token: who.token });

  it('reserves a new loan that is applied, once, when the order settles', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 3000 });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      reservation: 0,
      canChooseAmount: [1000, 2000, 3000, 4000, 5000],
    });
    const reserved = await reapply(me, { cardId: me.cardId, borrowAmount: 4000, orderNo: order.orderNo });
    expect(reserved.body).toEqual({
      code: 0,
      msg: 'success',
      data: { orderId: order.orderId, orderNo: order.orderNo, reservation: 1 },
    });
    // Sending again replaces the reservation.
    await reapply(me, { cardId: me.cardId, borrowAmount: 5000, orderNo: order.orderNo });
    expect((await detail(t.app, me, order.orderId)).body.data.reservation).toBe(1);

    await pay(me, order.orderId, 322_438);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);
    const list = await apiGet<{ orderId: number; orderState: number; loanAmount: number }[]>(
      t.app,
      '/order/v1/list',
      {
        token: me.token,
      },
    );
    expect(list.body.data.map((o) => [o.orderState, o.loanAmount])).toEqual([
      [1, 5000],
      [7, 3000],
    ]);
    const newOrderId = list.body.data[0]!.orderId;
    expect((await transitionsOf(t.db, newOrderId))[0]).toEqual({
      from_state: null,
      to_state: 1,
      actor: 'borrower',
      reason: `reapply reserved on order ${order.orderNo}`,
    });
    expect((await detail(t.app, me, order.orderId)).body.data.reservation).toBe(0);
    // A later payment on the settled order does not apply again.
    await pay(me, order.orderId, 100);
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(2);
  });

  it('applies the reserved loan to wait for Get Money, even when the settled one was paid out by itself', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 3000, autoGetMoney: true });
    await reapply(me, { cardId: me.cardId, borrowAmount: 5000, orderNo: order.orderNo });
    await pay(me, order.orderId, 322_438);
    const { rows } = await t.db.query<{ id: number; auto_get_money: boolean }>(
      'SELECT id, auto_get_money FROM orders WHERE user_id = $1 AND id <> $2',
      [me.userId, order.orderId],
    );
    expect(rows).toEqual([{ id: expect.any(Number), auto_get_money: false }]);
    const next = rows[0]!.id;
    expect((await forceAudit(t.app, next, 'pass')).body.code).toBe(0);
    await runJobs(t.app);
    // Approved, and waiting on the confirm screen with its figures: nothing sent unasked.
    expect(await stateOf(t.db, next)).toBe(OrderState.Pass);
    expect(await countRows(t.db, 'disbursements', 'order_id = $1', [next])).toBe(0);
  });

  it('records a reapply the product can no longer take, and still settles the loan', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    await reapply(me, { cardId: me.cardId, borrowAmount: 2000, orderNo: order.orderNo });
    await t.db.query('UPDATE products SET is_full = true WHERE id = $1', [flex]);
    try {
      await pay(me, order.orderId, 107_479);
    } finally {
      await t.db.query('UPDATE products SET is_full = false WHERE id = $1', [flex]);
    }
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(1);
    const { rows } = await t.db.query<{ refusal: string; performed_at: Date | null }>(
      'SELECT refusal, performed_at FROM order_reapplies WHERE order_id = $1',
      [order.orderId],
    );
    expect(rows[0]).toEqual({
      refusal: 'Rupee Flex is full at the moment. Please choose another product.',
      performed_at: expect.any(Date),
    });
  });

  it('refuses a reapply that is not the borrower’s, not while repaying, or off the list', async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    const auditing = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(
      (await reapply(me, { cardId: me.cardId, borrowAmount: 1000, orderNo: auditing.orderNo })).body,
    ).toEqual({
      code: 5014,
      msg: 'A new loan can be reserved only while this loan is being repaid (this order is Auditing).',
      data: null,
    });
    expect(
      (await reapply(other, { cardId: other.cardId, borrowAmount: 1000, orderNo: auditing.orderNo })).body
        .code,
    ).toBe(5010);
    const loaned = await loanedOrder(t.app, other, { productId: flex, borrowAmount: 1000 });
    expect(
      (await reapply(other, { cardId: me.cardId, borrowAmount: 1000, orderNo: loaned.orderNo })).body.code,
    ).toBe(5007);
    expect(
      (await reapply(other, { cardId: other.cardId, borrowAmount: 1500, orderNo: loaned.orderNo })).body.code,
    ).toBe(5005);
    expect(await countRows(t.db, 'order_reapplies', 'user_id = $1', [other.userId])).toBe(0);
  });
});
