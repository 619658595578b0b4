/**
 * An extension fee paid within its window whose gateway notice came after the window ended, and
 * after the expiry job (decision 0070): the window is judged at the moment the borrower paid.
 * Rupee Flex ₹3,000 for 91 days, asked on day 88: fee ₹456.99, 24 hours to pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { advance, productId, readyBorrower, runJobs, signInAgain } from '../orders/order-helpers.ts';
import { notifyCaptured } from '../payments/payment-fixtures.ts';
import {
  applyExtension,
  calcOk,
  extensionPaymentOf,
  extensionsOf,
  idsOf,
  ledgerOf,
  loanWithDates,
} from './extension-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

/** A borrower on day 88 of a ₹3,000 loan with an extension request and its payment link. */
async function requestWithLink() {
  const me = await readyBorrower(t.app, t.db);
  const order = await loanWithDates(t, me, flex, 3000);
  await advance(t.app, { advanceDays: 88 });
  await signInAgain(t.app, me);
  const extension = await calcOk(t.app, me, order.orderId);
  expect((await applyExtension(t.app, me, idsOf(extension))).body.code).toBe(0);
  return { me, order, extension, link: await extensionPaymentOf(t.db, extension.extensionId) };
}

describe('an extension fee whose notice came after its window', () => {
  it('extends the loan when the borrower paid within the window, though the request had expired', async () => {
    const { order, extension, link } = await requestWithLink();
    const paidAt = await advance(t.app, { advanceHours: 23, advanceMinutes: 59 });
    await advance(t.app, { advanceMinutes: 5 });
    await runJobs(t.app);
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([{ state: 'expired' }]);

    const answer = await notifyCaptured(t, link, paidAt);
    expect(answer.body).toMatchObject({ code: 0, data: { result: 'settled' } });
    const { rows } = await t.db.query<{ new_due_date: string }>(
      `SELECT to_char(new_due_date, 'YYYY-MM-DD') AS new_due_date FROM order_extensions WHERE id = $1`,
      [extension.extensionId],
    );
    expect(rows[0]!.new_due_date).not.toBe(order.dueDate);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 11,
      due_date: rows[0]!.new_due_date,
      paid_extension_fee_paise: expect.any(Number),
    });
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      {
        state: 'paid',
        payment_id: expect.any(Number),
        outcome: expect.stringMatching(
          new RegExp(
            `^paid by payment \\d+, .+; paid ${paidAt.toISOString()}, within its window; its notice came after the window$`,
          ),
        ),
      },
    ]);
  });

  it('keeps the request expired, and the money a repayment, when the borrower paid after the window', async () => {
    const { order, link } = await requestWithLink();
    const paidAt = await advance(t.app, { advanceHours: 24, advanceMinutes: 1 });
    await runJobs(t.app);
    expect((await notifyCaptured(t, link, paidAt)).body).toMatchObject({
      data: { result: 'settled' },
    });
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({ state: 6, due_date: order.dueDate });
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([{ state: 'expired' }]);
  });

  it('leaves a request the borrower opened since standing, and the late money a repayment', async () => {
    const { me, order, link } = await requestWithLink();
    const paidAt = await advance(t.app, { advanceHours: 23, advanceMinutes: 59 });
    await advance(t.app, { advanceMinutes: 5 });
    await runJobs(t.app);
    await signInAgain(t.app, me);
    const second = await calcOk(t.app, me, order.orderId);
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      { state: 'expired' },
      { state: 'pending' },
    ]);

    expect((await notifyCaptured(t, link, paidAt)).body).toMatchObject({
      data: { result: 'settled' },
    });
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({ state: 6, due_date: order.dueDate });
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      { state: 'expired', outcome: expect.stringMatching(/counted as a repayment of the order$/) },
      { id: second.extensionId, state: 'pending' },
    ]);
  });
});
