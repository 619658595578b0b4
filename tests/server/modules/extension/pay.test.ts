/**
 * Paying an extension through the real app: apply-extension gives the sandbox gateway's page, the
 * signed notification settles it, the order moves to 11 with its new due date and ledger; then
 * overdue again, extended again, and refused at the product's cap. Rupee Flex ₹3,000 for 91 days:
 * interest for the period ₹224.38, extension service fee 8% = ₹240, penal ₹15 a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateText } from '../../../../server/modules/orders/ist-calendar.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  detail,
  productId,
  readyBorrower,
  runJobs,
  transitionsOf,
} from '../orders/order-helpers.ts';
import {
  applyExtension,
  calc,
  calcOk,
  daysLater,
  extensionsOf,
  giveUp,
  idsOf,
  ledgerOf,
  loanWithDates,
  payOnSandbox,
} from './extension-helpers.ts';
import { partialRepayment } from '../payments/payment-fixtures.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

async function extensionPayments(orderId: number) {
  const { rows } = await t.db.query<{
    id: number;
    state: string;
    amount_paise: number;
    description: string;
    expires_at: Date;
    payment_url: string;
  }>(
    `SELECT id, state, amount_paise, description, expires_at, payment_url FROM payments
     WHERE order_id = $1 AND purpose = 'extension' ORDER BY id`,
    [orderId],
  );
  return rows;
}

describe('paying an extension', () => {
  it('moves an overdue order to 11 due 7 days from the request, and again up to the cap', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    await daysLater(t.app, me, 94);
    await runJobs(t.app);
    // Day 94, 3 days overdue: fee 240 + 45 + 224.38 = ₹509.38.
    const extension = await calcOk(t.app, me, order.orderId);
    expect(extension.extensionFee).toBe(509.38);
    const requestDate = addDays(order.loanDate, 94);

    const first = await applyExtension(t.app, me, idsOf(extension));
    expect(first.body.code).toBe(0);
    const again = await applyExtension(t.app, me, idsOf(extension));
    expect(again.body.data.paymentUrl).toBe(first.body.data.paymentUrl);
    const [payment] = await extensionPayments(order.orderId);
    expect(payment).toMatchObject({
      state: 'pending',
      amount_paise: 50_938,
      description: `Extension fee of order ${order.orderNo}`,
    });
    expect(await extensionPayments(order.orderId)).toHaveLength(1);

    await payOnSandbox(t.app, first.body.data.paymentUrl);
    expect(await ledgerOf(t.db, order.orderId)).toEqual({
      state: 11,
      due_date: addDays(requestDate, 7),
      overdue_days: 0,
      extension_fee_paise: 24_000,
      // The fee paid its parts: extension fee, the 3 days of penal, the interest accrued.
      paid_extension_fee_paise: 24_000,
      paid_penal_paise: 4_500,
      paid_interest_paise: 22_438,
      paid_principal_paise: 0,
      penal_charge_paise: 4_500,
    });
    const { rows: repayments } = await t.db.query(
      `SELECT amount_paise, to_extension_fee_paise, to_penal_paise, to_interest_paise, to_principal_paise, excess_paise
       FROM order_repayments WHERE order_id = $1`,
      [order.orderId],
    );
    expect(repayments).toEqual([
      {
        amount_paise: 50_938,
        to_extension_fee_paise: 24_000,
        to_penal_paise: 4_500,
        to_interest_paise: 22_438,
        to_principal_paise: 0,
        excess_paise: 0,
      },
    ]);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toEqual({
      from_state: 8,
      to_state: 11,
      actor: 'provider',
      reason: expect.stringMatching(
        new RegExp(
          `^extension #${extension.extensionId} paid \\(payment ${payment!.id}, .+\\); due date ${order.dueDate} -> ${addDays(requestDate, 7)}$`,
        ),
      ),
    });
    expect(await extensionsOf(t.db, order.orderId)).toEqual([
      {
        id: extension.extensionId,
        state: 'paid',
        fee_paise: 50_938,
        payment_id: payment!.id,
        outcome: expect.stringMatching(/^paid by payment /),
      },
    ]);

    // In 11 the extension page shows the paid extension; the detail the new due date and what is
    // left: the principal.
    expect(await calcOk(t.app, me, order.orderId)).toEqual({ ...extension, extensionState: 1 });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 11,
      dueDate: addDays(requestDate, 7),
      overdueDays: 0,
      extensionState: 1,
      isExtension: false,
      extensionMsg: `Due date extended to ${dateText(addDays(requestDate, 7), 'en')}.`,
      outstandingAmount: 3000,
    });
    // A Hindi reader reads the same line in Hindi, the month too (decisions 0055, 0056).
    expect((await detail(t.app, me, order.orderId, 'hi')).body.data.extensionMsg).toBe(
      `अंतिम तारीख़ ${dateText(addDays(requestDate, 7), 'hi')} तक बढ़ा दी गई है।`,
    );
    expect((await applyExtension(t.app, me, idsOf(extension))).body).toEqual({
      code: 5207,
      msg: `This extension is already paid. Your new due date is ${addDays(requestDate, 7)}.`,
      data: null,
    });
    expect((await giveUp(t.app, me, idsOf(extension))).body).toMatchObject({ code: 5208 });

    // On the new due date it is still 11; the day after, 8 Overdued again, charged from then on
    // only: 1 day x ₹15 on top of the ₹45 before, which the fee paid. The detail says what is
    // owed of them, the ₹15 the Repayment button asks for too (decision 0080).
    await daysLater(t.app, me, 7);
    await runJobs(t.app);
    expect((await ledgerOf(t.db, order.orderId)).state).toBe(11);
    await advance(t.app, { advanceDays: 1 });
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 8,
      overdueDays: 1,
      overdueFee: 15,
      outstandingAmount: 3015,
      isExtension: true,
    });
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      penal_charge_paise: 6_000,
      paid_penal_paise: 4_500,
    });

    // The second extension: fee 240 + the ₹15 penal unpaid + no interest (all paid) = ₹255.
    const second = await calcOk(t.app, me, order.orderId);
    expect(second).toMatchObject({ extensionState: 0, extensionFee: 255, overdueFee: 15, interest: 0 });
    await payOnSandbox(t.app, (await applyExtension(t.app, me, idsOf(second))).body.data.paymentUrl);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 11,
      due_date: addDays(order.loanDate, 102 + 7),
      extension_fee_paise: 48_000,
      paid_penal_paise: 6_000,
    });

    // Overdue once more: the product allows 2 extensions per order.
    await daysLater(t.app, me, 8);
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 8,
      isExtension: false,
    });
    expect((await calc(t.app, me, order.orderId)).body).toEqual({
      code: 5202,
      msg: 'This loan cannot be extended again: it has reached the limit of 2 extensions.',
      data: null,
    });
    expect((await transitionsOf(t.db, order.orderId)).map((row) => row.to_state)).toEqual([
      1, 2, 4, 6, 8, 11, 8, 11, 8,
    ]);
  });

  it('moves the repaid money to the fee and takes the rest by payment', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    // Day 10: ₹324.38 repaid (₹224.38 interest, ₹100 principal). Day 88: fee 240 - 100 = ₹140.
    await daysLater(t.app, me, 10);
    await partialRepayment(t, me, order.orderId, 32_438);
    await daysLater(t.app, me, 78);
    const extension = await calcOk(t.app, me, order.orderId);
    expect(extension.extensionFee).toBe(140);
    await payOnSandbox(t.app, (await applyExtension(t.app, me, idsOf(extension))).body.data.paymentUrl);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 11,
      due_date: addDays(order.loanDate, 95),
      extension_fee_paise: 24_000,
      paid_extension_fee_paise: 24_000,
      paid_interest_paise: 22_438,
      // The ₹100 that sat on principal now paid the fee: the whole principal is owed again.
      paid_principal_paise: 0,
    });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({ outstandingAmount: 3000 });
  });

  it('completes at once, without a payment, when repaid money covers the whole fee', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    // Day 10: ₹1,000 repaid (₹224.38 interest, ₹775.62 principal). Day 88: fee 0, ₹240 credited.
    await daysLater(t.app, me, 10);
    await partialRepayment(t, me, order.orderId, 100_000);
    await daysLater(t.app, me, 78);
    const extension = await calcOk(t.app, me, order.orderId);
    expect(extension).toMatchObject({ extensionFee: 0, extensionFeePaid: 240 });

    // Nothing to pay at a gateway: the app is sent straight back to Loan History.
    const answer = await applyExtension(t.app, me, idsOf(extension));
    expect(answer.body).toEqual({ code: 0, msg: 'success', data: { paymentUrl: '/orders' } });
    expect((await applyExtension(t.app, me, idsOf(extension))).body.data).toEqual({ paymentUrl: '/orders' });
    expect(await extensionPayments(order.orderId)).toEqual([]);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 11,
      due_date: addDays(order.loanDate, 95),
      extension_fee_paise: 24_000,
      paid_extension_fee_paise: 24_000,
      paid_principal_paise: 77_562 - 24_000,
    });
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toMatchObject({
      from_state: 6,
      to_state: 11,
      actor: 'borrower',
    });
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      { state: 'paid', payment_id: null, outcome: 'paid by money already repaid on the order' },
    ]);
  });

  it('makes the payment link expire when the extension window ends', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 2000);
    await daysLater(t.app, me, 88);
    const extension = await calcOk(t.app, me, order.orderId);
    // 15 minutes before payBy: sooner than the usual 30-minute payment window.
    await advance(t.app, { advanceHours: 23, advanceMinutes: 45 });
    expect((await applyExtension(t.app, me, idsOf(extension))).body.code).toBe(0);
    const [payment] = await extensionPayments(order.orderId);
    expect(payment!.expires_at.toISOString()).toBe(extension.payBy);

    await advance(t.app, { advanceMinutes: 16 });
    const page = await t.app.inject({ method: 'GET', url: payment!.payment_url });
    expect(page.body).not.toMatch(/<button[^>]*>Pay ₹/);
  });
});
