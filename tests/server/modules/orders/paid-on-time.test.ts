// A repayment settles the order as it stood when the borrower paid, not when the gateway's notice
// reached the server (decision 0070): a notice held up past 00:00 IST must not leave a loan paid
// on its due date Overdued, owing a day's penal charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istStartOf } from '../../../../server/modules/orders/ist-calendar.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { notifyCaptured, partialRepayment, paymentsOfOrder, repay } from '../payments/payment-fixtures.ts';
import {
  advance,
  atIstTime,
  detail,
  loanedOrder,
  productId,
  readyBorrower,
  runJobs,
  signInAgain,
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

const MINUTE_MS = 60_000;

const moveTo = (day: string, minutes: number) => atIstTime(t.app, day, minutes);

/** A ₹3,000 loan for 91 days (₹3,224.38 to repay), its due date, the clock on that day at 23:50 IST. */
async function loanOnItsDueDate(): Promise<{ who: Borrower; orderId: number; dueDate: string }> {
  const who = await readyBorrower(t.app, t.db);
  const { orderId } = await loanedOrder(t.app, who, { productId: flex, borrowAmount: 3000 });
  const { rows } = await t.db.query<{ due: string }>(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM orders WHERE id = $1`,
    [orderId],
  );
  const dueDate = rows[0]!.due;
  await moveTo(dueDate, 23 * 60 + 50);
  await signInAgain(t.app, who);
  return { who, orderId, dueDate };
}

/** The repayment link the borrower opens: its payment row. */
async function openRepayment(who: Borrower, orderId: number) {
  expect((await repay(t.app, { token: who.token, orderId })).body.code).toBe(0);
  return (await paymentsOfOrder(t.db, orderId)).at(-1)!;
}

async function overdueFigures(orderId: number) {
  const { rows } = await t.db.query(
    'SELECT state, overdue_days, penal_charge_paise, paid_penal_paise FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0];
}

async function repaymentsOf(orderId: number) {
  const { rows } = await t.db.query<{ to_penal_paise: number; excess_paise: number; paid_at: Date }>(
    'SELECT to_penal_paise, excess_paise, paid_at FROM order_repayments WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

describe('a repayment whose notice comes after midnight', () => {
  it('settles a loan paid on its due date, taking back the penal charge of the day after', async () => {
    const { who, orderId, dueDate } = await loanOnItsDueDate();
    const link = await openRepayment(who, orderId);
    expect(link.amount_paise).toBe(322_438);
    const paidAt = await advance(t.app, { advanceMinutes: 5 }); // 23:55 IST on the due date

    // The notice is held up on its way; the next day's sweep finds the loan unpaid.
    await moveTo(addDays(dueDate, 1), 15);
    await runJobs(t.app);
    expect(await overdueFigures(orderId)).toEqual({
      state: OrderState.Overdued,
      overdue_days: 1,
      penal_charge_paise: 1500,
      paid_penal_paise: 0,
    });

    const answer = await notifyCaptured(t, link, paidAt);
    expect(answer.body).toMatchObject({ code: 0, data: { result: 'settled' } });
    expect(await overdueFigures(orderId)).toEqual({
      state: OrderState.Settled,
      overdue_days: 0,
      penal_charge_paise: 0,
      paid_penal_paise: 0,
    });
    expect(await repaymentsOf(orderId)).toEqual([{ to_penal_paise: 0, excess_paise: 0, paid_at: paidAt }]);
    expect((await transitionsOf(t.db, orderId)).slice(-2)).toEqual([
      expect.objectContaining({ from_state: 6, to_state: 8, actor: 'system' }),
      {
        from_state: 8,
        to_state: 7,
        actor: 'provider',
        reason: expect.stringMatching(
          new RegExp(
            `; paid ${paidAt.toISOString()} for what was owed on ${dueDate}: penal charge after it \\(1500 paise\\) taken back$`,
          ),
        ),
      },
    ]);
    expect((await detail(t.app, who, orderId)).body.data).toMatchObject({
      orderState: 7,
      overdueDays: 0,
      overdueFee: 0,
    });
  });

  it("pays what the link showed when the borrower paid it after midnight, within the link's window", async () => {
    const { who, orderId, dueDate } = await loanOnItsDueDate();
    const link = await openRepayment(who, orderId); // 23:50 IST, open for 30 minutes
    const paidAt = await moveTo(addDays(dueDate, 1), 5);
    await advance(t.app, { advanceMinutes: 10 });

    expect((await notifyCaptured(t, link, paidAt)).body).toMatchObject({
      data: { result: 'settled' },
    });
    expect(await overdueFigures(orderId)).toEqual({
      state: OrderState.Settled,
      overdue_days: 0,
      penal_charge_paise: 0,
      paid_penal_paise: 0,
    });
    expect((await transitionsOf(t.db, orderId)).at(-1)!.reason).toMatch(
      new RegExp(
        `; paid ${paidAt.toISOString()} for what was owed on ${dueDate}: penal charge after it \\(1500 paise\\) taken back$`,
      ),
    );
  });

  it("leaves the day charged when the borrower paid after midnight and after the link's window", async () => {
    const { who, orderId, dueDate } = await loanOnItsDueDate();
    const link = await openRepayment(who, orderId); // 23:50 IST, open until 00:20
    // The gateway took the money at 00:25, after the link's window (a capture at its edge).
    const paidAt = await moveTo(addDays(dueDate, 1), 25);
    await advance(t.app, { advanceMinutes: 10 });

    expect((await notifyCaptured(t, link, paidAt)).body).toMatchObject({
      data: { result: 'settled' },
    });
    // The ₹3,224.38 went to the day's ₹15 charge first: ₹15 of the loan is still owed.
    expect(await overdueFigures(orderId)).toEqual({
      state: OrderState.Overdued,
      overdue_days: 1,
      penal_charge_paise: 1500,
      paid_penal_paise: 1500,
    });
    expect((await detail(t.app, who, orderId)).body.data).toMatchObject({ outstandingAmount: 15 });
  });

  it('takes no paying time before the link was made: what it pays was quoted then', async () => {
    const { who, orderId, dueDate } = await loanOnItsDueDate();
    // The link is made after midnight, for the amount owed then (the day's ₹15 included).
    await moveTo(addDays(dueDate, 1), 5);
    const link = await openRepayment(who, orderId);
    expect(link.amount_paise).toBe(323_938);
    // A notice that says it was paid the evening before is read as paid when the link was made.
    const saidPaidAt = new Date(istStartOf(dueDate).getTime() + 20 * 60 * MINUTE_MS);
    await advance(t.app, { advanceMinutes: 10 });

    expect((await notifyCaptured(t, link, saidPaidAt)).body).toMatchObject({
      data: { result: 'settled' },
    });
    expect(await overdueFigures(orderId)).toEqual({
      state: OrderState.Settled,
      overdue_days: 1,
      penal_charge_paise: 1500,
      paid_penal_paise: 1500,
    });
    // Recorded as paid when the link was made, not at the time the notice claimed.
    const { rows } = await t.db.query<{ created_at: Date }>('SELECT created_at FROM payments WHERE id = $1', [
      link.id,
    ]);
    expect(await repaymentsOf(orderId)).toEqual([
      { to_penal_paise: 1500, excess_paise: 0, paid_at: rows[0]!.created_at },
    ]);
  });

  it('leaves the day charged when part of the loan was repaid after the borrower paid', async () => {
    const { who, orderId, dueDate } = await loanOnItsDueDate();
    const link = await openRepayment(who, orderId);
    const paidAt = await advance(t.app, { advanceMinutes: 5 });
    await moveTo(addDays(dueDate, 1), 30);
    await runJobs(t.app);
    // ₹10 repaid through another link after midnight went to the day's charge.
    await partialRepayment(t, who, orderId, 1000);

    expect((await notifyCaptured(t, link, paidAt)).body).toMatchObject({ data: { result: 'settled' } });
    // Days charged after a repayment cannot be told from the order: it meets today's charges.
    expect(await overdueFigures(orderId)).toEqual({
      state: OrderState.Overdued,
      overdue_days: 1,
      penal_charge_paise: 1500,
      paid_penal_paise: 1500,
    });
    expect((await detail(t.app, who, orderId)).body.data).toMatchObject({ outstandingAmount: 5 });
  });
});
