// A loan counts from when the bank paid it out, not from when we heard (decision 0071): a payout
// processed at 23:59 IST that we learn of after midnight (a notice held up, the job's next look)
// must not give the loan the next day's date and move its due date a day later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDateOf } from '../../../../server/modules/orders/ist-calendar.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  atIstHour,
  detail,
  getMoneyPressed,
  productId,
  readyBorrower,
  runJobs,
  stateOf,
} from './order-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

async function loanDatesOf(orderId: number) {
  const { rows } = await t.db.query<{
    loan_date: Date;
    due_date: string;
    repayment_date: Date;
    period_days: number;
  }>(
    `SELECT loan_date, to_char(due_date, 'YYYY-MM-DD') AS due_date, repayment_date, period_days
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0]!;
}

async function sandboxArrival(reference: string): Promise<Date> {
  const { rows } = await t.db.query<{ arrives_at: Date }>(
    'SELECT arrives_at FROM sandbox_payouts WHERE reference = $1',
    [reference],
  );
  return rows[0]!.arrives_at;
}

describe('a payout the bank processed before midnight, learned of after it', () => {
  it('gives the loan the day the money arrived, and the due date counted from it', async () => {
    // The sandbox bank takes a minute over accounts starting "111".
    const who = await readyBorrower(t.app, t.db, { accountNo: '111222333444' });
    await atIstHour(t.app, 23);
    await advance(t.app, { advanceMinutes: 57 });
    const order = await getMoneyPressed(t.app, who, { productId: flex, borrowAmount: 1000 });
    await runJobs(t.app); // the payout is asked for at 23:57 IST; the bank has it on its way
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
    const arrival = await sandboxArrival(order.orderNo);
    const day = istDateOf(arrival);
    // The bank's notice, queued for that moment, says it too, for when it is delivered late.
    const { rows: notices } = await t.db.query<{ payload: { notice: { type: string; at?: string } } }>(
      `SELECT payload FROM jobs WHERE kind = 'sandbox.payout-notice' AND payload->'notice'->'payout'->>'reference' = $1`,
      [order.orderNo],
    );
    expect(notices.map((row) => row.payload.notice)).toEqual([
      expect.objectContaining({ type: 'payout.processed', at: arrival.toISOString() }),
    ]);

    // This server hears nothing until after midnight (down, or the notice held up on its way).
    const learned = await advance(t.app, { advanceMinutes: 12 });
    expect(istDateOf(learned)).toBe(addDays(day, 1));
    await runJobs(t.app);

    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    const dates = await loanDatesOf(order.orderId);
    expect(dates.loan_date).toEqual(arrival);
    expect(dates.due_date).toBe(addDays(day, dates.period_days));
    expect(dates.repayment_date.getTime() - arrival.getTime()).toBe(dates.period_days * 86_400_000);
    expect((await detail(t.app, who, order.orderId)).body.data).toMatchObject({
      orderState: 6,
      loanDate: arrival.toISOString(),
    });
  });
});
