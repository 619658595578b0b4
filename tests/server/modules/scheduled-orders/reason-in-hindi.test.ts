import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  applyOk,
  atIstHour,
  forceAudit,
  loanedOrder,
  productId,
  readyBorrower,
  runJobs,
  type Borrower,
} from '../orders/order-helpers.ts';
import { scheduledWhileOpen, scheduleOk, storedRow, type ScheduledItem } from './schedule-helpers.ts';

let t: TestApp;
let flex: number;
let salary: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
  salary = await productId(t.db, 'salary-plus');
});
afterAll(() => t.close());

/** The scheduled order as the app asks for it in `locale` (the x-locale header it always sends). */
async function shownIn(locale: 'en' | 'hi', who: Borrower, id: number): Promise<ScheduledItem> {
  const answer = await apiGet<ScheduledItem>(t.app, `/order/v1/get-auto-apply?orderId=${id}`, {
    token: who.token,
    headers: { 'x-locale': locale },
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

describe('why a scheduled order still waits, in the borrower’s language (decision 0047)', () => {
  it('names the loan in progress in Hindi to a Hindi reader, in English to others, as the sweep wrote it', async () => {
    const me = await readyBorrower(t.app, t.db);
    const loan = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 4000 });
    await runJobs(t.app);

    expect((await shownIn('hi', me, scheduled.id)).pendingReason).toBe(
      `आपके लोन ${loan.orderNo} के चुकाए जाने का इंतज़ार है।`,
    );
    expect((await shownIn('en', me, scheduled.id)).pendingReason).toBe(
      `Waiting for your loan ${loan.orderNo} to be settled.`,
    );
    // Operators read the English on the row, as before.
    expect(await storedRow(t.db, scheduled.id)).toMatchObject({
      pending_reason: `Waiting for your loan ${loan.orderNo} to be settled.`,
      attempts: 1,
    });
  });

  it('says the wait after a denial in Hindi, as a refused application says it', async () => {
    await atIstHour(t.app, 10);
    const me = await readyBorrower(t.app, t.db);
    const denied = await applyOk(t.app, me, { productId: flex, borrowAmount: 2000 });
    expect((await forceAudit(t.app, denied.orderId, 'deny')).body.code).toBe(0);
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 2000 });

    expect((await shownIn('hi', me, scheduled.id)).pendingReason).toBe(
      'आप 14 दिन 14 घंटे बाद फिर से आवेदन कर सकते हैं।',
    );
    expect((await shownIn('en', me, scheduled.id)).pendingReason).toBe(
      'You can apply again in 14 days 14 hours.',
    );
  });

  it('keeps the refusal of an application in both languages', async () => {
    const me = await readyBorrower(t.app, t.db);
    const scheduledId = await scheduledWhileOpen(t.app, t.db, me, salary);
    await runJobs(t.app);

    expect((await shownIn('hi', me, scheduledId)).pendingReason).toBe(
      'Salary Plus का कोटा अभी पूरा है। कृपया कोई दूसरा प्रोडक्ट चुनें।',
    );
    expect((await shownIn('en', me, scheduledId)).pendingReason).toBe(
      'Salary Plus is full at the moment. Please choose another product.',
    );
  });

  it('shows a reason written before there was a Hindi one in English, never blank', async () => {
    const me = await readyBorrower(t.app, t.db);
    await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 4000 });
    await t.db.query(
      "UPDATE scheduled_orders SET pending_reason = 'Waiting for your loan to be settled.', pending_reason_hi = NULL WHERE id = $1",
      [scheduled.id],
    );
    expect((await shownIn('hi', me, scheduled.id)).pendingReason).toBe(
      'Waiting for your loan to be settled.',
    );
  });
});
