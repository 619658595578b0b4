/**
 * RazorpayX's payout notifications racing each other and the disbursement job's looks at the same
 * payout (decision 0068): one settlement, one transition, whatever arrives first. On PostgreSQL the
 * calls run as real concurrent transactions, and the notifications take the order's lock before
 * the disbursement's, as the job does, so none of them deadlocks.
 */
import { describe, expect, it } from 'vitest';
import { OrderState } from '../../../server/modules/orders/order-states.ts';
import { apiPost } from '../helpers/api.ts';
import { advance, readyBorrower, stateOf, transitionsOf } from '../modules/orders/order-helpers.ts';
import {
  payoutWebhook,
  postPayoutWebhook,
  processingRazorpayX,
  razorpayXEnv,
} from '../modules/orders/razorpayx-world.ts';
import { approvedOrder, getMoney } from './helpers/money-flow.ts';
import { race } from './helpers/race-app.ts';
import { useRaceWorld } from './helpers/race-world.ts';

const world = useRaceWorld(razorpayXEnv);

/**
 * An order whose payout RazorpayX has taken as processing, and the job's look due now; the look
 * sees `lookSees` (the payout processed by then, unless told).
 */
async function payoutOnItsWay(lookSees = 'processed') {
  const me = await readyBorrower(world.t.app, world.t.db);
  const order = await approvedOrder(world.t.app, me, world.flex);
  expect((await getMoney(world.t.app, me, order.orderId)).body.code).toBe(0);
  const bank = processingRazorpayX(world.t.db, world.t.app, lookSees);
  await bank.runner.runDue();
  const { rows } = await world.t.db.query<{ reference: string; provider_ref: string; amount_paise: number }>(
    'SELECT reference, provider_ref, amount_paise FROM disbursements WHERE order_id = $1',
    [order.orderId],
  );
  const payout = rows[0];
  if (!payout?.provider_ref) throw new Error('the payout was not taken');
  // The job's next look is due: the races below run it beside the notifications.
  await advance(world.t.app, { advanceMinutes: 1 });
  const body = (status: string) =>
    payoutWebhook({
      id: payout.provider_ref,
      reference: payout.reference,
      amountPaise: payout.amount_paise,
      status,
    });
  return { me, order, bank, body };
}

async function disbursementStates(orderId: number) {
  const { rows } = await world.t.db.query<{ state: string }>(
    'SELECT state FROM disbursements WHERE order_id = $1',
    [orderId],
  );
  return rows.map((row) => row.state);
}

describe('payout notifications under load', () => {
  it('pays out once when "processed" arrives 20 times at once beside the job’s looks', async () => {
    const { order, bank, body } = await payoutOnItsWay();
    const [answers] = await Promise.all([
      race(20, () => postPayoutWebhook(world.t.app, body('processed'))),
      race(4, () => bank.runner.runDue()),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const results = answers.map((answer) => (answer.body.data as { result: string }).result);
    // One settlement: a notification's ('paid') or a look's (then every notification: no_change).
    expect(results.filter((result) => result === 'paid').length).toBeLessThanOrEqual(1);
    expect(results.every((result) => result === 'paid' || result === 'no_change')).toBe(true);
    expect(await stateOf(world.t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await disbursementStates(order.orderId)).toEqual(['succeeded']);
    const steps = (await transitionsOf(world.t.db, order.orderId)).map((step) => step.to_state);
    expect(steps.filter((state) => state === OrderState.Loaned)).toHaveLength(1);
  });

  it('ends in one legal place when "processed" and "reversed" arrive together: the loan taken back', async () => {
    const { me, order, bank, body } = await payoutOnItsWay();
    const answers = await race(20, (index) =>
      postPayoutWebhook(world.t.app, body(index % 2 === 0 ? 'processed' : 'reversed')),
    );
    await bank.runner.runDue();

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // Either the reversal came first (the payout failed) or after (the loan taken back): Failed.
    expect(await stateOf(world.t.db, order.orderId)).toBe(OrderState.Failed);
    expect(await disbursementStates(order.orderId)).toEqual([expect.stringMatching(/^(failed|reversed)$/)]);
    const { rows } = await world.t.db.query('SELECT loan_date, due_date FROM orders WHERE id = $1', [
      order.orderId,
    ]);
    expect(rows).toEqual([{ loan_date: null, due_date: null }]);
    // Nothing is left to repay.
    const repay = await apiPost(
      world.t.app,
      '/pay-order/v1/repay',
      { orderId: order.orderId },
      { token: me.token },
    );
    expect(repay.body.msg).toMatch(/nothing to repay/i);
  });
});
