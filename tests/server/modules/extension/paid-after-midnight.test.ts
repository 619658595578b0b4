/**
 * An extension asked for on one IST day and paid, within its 24 hours, on the next (decision
 * 0077): the fee counted the overdue fees to the day of the request, and the new due date is 7 days
 * from that day, so no penal day after it is charged. Before, the payment met the order caught up
 * to the day it arrived: a day's penal charge inside the extension, paid out of the fee, left the
 * borrower owing ₹15 more than the loan with its extension.
 * Rupee Flex ₹3,000 for 91 days (₹15 of penal charge a day once overdue).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../server/modules/orders/ist-calendar.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { atIstTime, detail, productId, readyBorrower, signInAgain } from '../orders/order-helpers.ts';
import { notifyCaptured, partialRepayment, paymentsOfOrder } from '../payments/payment-fixtures.ts';
import { applyExtension, calcOk, idsOf, ledgerOf, loanWithDates, payOnSandbox } from './extension-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

const moveTo = (day: string, minutes: number) => atIstTime(t.app, day, minutes);

/**
 * A borrower whose ₹3,000 loan is `daysLate` days past its due date at 23:00 IST, with an extension
 * asked for then and its payment link opened at 23:50.
 */
async function extensionAskedAt2300(daysLate: number) {
  const me = await readyBorrower(t.app, t.db);
  const order = await loanWithDates(t, me, flex, 3000);
  const requestDay = addDays(order.dueDate, daysLate);
  await moveTo(requestDay, 23 * 60);
  await signInAgain(t.app, me);
  const extension = await calcOk(t.app, me, order.orderId);
  // The payment link, opened at 23:50, is open for 30 minutes.
  await moveTo(requestDay, 23 * 60 + 50);
  const link = await applyExtension(t.app, me, idsOf(extension));
  expect(link.body.code).toBe(0);
  return { me, order, requestDay, extension, paymentUrl: link.body.data.paymentUrl };
}

describe('an extension paid after midnight, within its 24 hours', () => {
  it('asked for on the due date and paid at 00:05: extended from the due date, no penal day charged', async () => {
    const { me, order, requestDay, extension, paymentUrl } = await extensionAskedAt2300(0);
    expect(extension).toMatchObject({ extensionFee: 464.38, overdueFee: 0 });
    expect(extension.extensionTime).toBe(addDays(requestDay, 7));

    await moveTo(addDays(requestDay, 1), 5);
    await payOnSandbox(t.app, paymentUrl);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 11,
      due_date: addDays(requestDay, 7),
      overdue_days: 0,
      penal_charge_paise: 0,
      paid_penal_paise: 0,
    });
    // The fee paid the interest in full: what is left is the principal.
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 11,
      overdueFee: 0,
      outstandingAmount: 3000,
    });
  });

  it('asked for two days overdue and paid the next day: charged the two days in the fee, not the third', async () => {
    const { me, order, requestDay, extension, paymentUrl } = await extensionAskedAt2300(2);
    expect(extension).toMatchObject({ overdueFee: 30 });

    await moveTo(addDays(requestDay, 1), 5);
    await payOnSandbox(t.app, paymentUrl);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 11,
      due_date: addDays(requestDay, 7),
      penal_charge_paise: 3000,
      paid_penal_paise: 3000,
    });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({ outstandingAmount: 3000 });
  });

  it('keeps the day charged when the order was repaid in part after the request, as its charges were worked on another amount', async () => {
    const { me, order, requestDay } = await extensionAskedAt2300(0);
    const [feeLink] = (await paymentsOfOrder(t.db, order.orderId)).filter((p) => p.state === 'pending');
    await moveTo(addDays(requestDay, 1), 1);
    await partialRepayment(t, me, order.orderId, 10_000);
    await moveTo(addDays(requestDay, 1), 5);
    // The repayment closed the fee's link (decision 0102): a fee captured at the gateway before
    // that, notified now, is still settled.
    await notifyCaptured(t, feeLink!);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({ state: 11, penal_charge_paise: 1500 });
  });
});
