/**
 * Get Money pressed many times at once, while the job runner (and on PostgreSQL a second server
 * process's runner) pays out: one Lending transition, one payout job, one disbursement, one
 * payment at the bank. And the audit job racing the forced decision of the same order.
 */
import { describe, expect, it } from 'vitest';
import { apiPost } from '../helpers/api.ts';
import {
  advance,
  applyOk,
  readyBorrower,
  runJobs,
  stateOf,
  transitionsOf,
} from '../modules/orders/order-helpers.ts';
import { approvedOrder, FLEX_3000, getMoney, moneyRowsOf } from './helpers/money-flow.ts';
import { race } from './helpers/race-app.ts';
import { useRaceWorld } from './helpers/race-world.ts';

const world = useRaceWorld();

/** The job runs of the app and, on PostgreSQL, of a second process on the same database. */
async function jobRunners() {
  const apps = [world.t.app, ...(world.t.shared ? [await world.t.secondApp()] : [])];
  return (index: number) => apiPost<{ ran: number }>(apps[index % apps.length]!, '/dev/jobs/run');
}

describe('Get Money under load', () => {
  it('pays out once when pressed 20 times at once while payouts run', async () => {
    const me = await readyBorrower(world.t.app, world.t.db);
    const order = await approvedOrder(world.t.app, me, world.flex);
    const runJobsOn = await jobRunners();

    const [taps, runs] = await Promise.all([
      race(20, () => getMoney(world.t.app, me, order.orderId)),
      race(6, (index) => runJobsOn(index)),
    ]);

    expect(taps.map((tap) => tap.body.code)).toEqual(Array(20).fill(0));
    expect(runs.map((run) => run.body.code)).toEqual(Array(6).fill(0));
    // Each tap answers the state it found: Lending, or Loaned once a runner had paid out.
    for (const tap of taps) expect([4, 6]).toContain(tap.body.data.orderState);
    await runJobs(world.t.app);
    expect(await stateOf(world.t.db, order.orderId)).toBe(6);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toEqual({
      orders: 1,
      disbursements: 1,
      bankPayouts: 1,
      payments: {},
      gatewayPayments: 0,
      repayments: 0,
      settlingEvents: 0,
      disburseJobs: 1,
    });
    const { rows } = await world.t.db.query<{ amount_paise: number; state: string }>(
      'SELECT amount_paise, state FROM disbursements WHERE order_id = $1',
      [order.orderId],
    );
    expect(rows).toEqual([{ amount_paise: FLEX_3000.arrivePaise, state: 'succeeded' }]);
    expect((await transitionsOf(world.t.db, order.orderId)).map((step) => step.to_state)).toEqual([
      1, 2, 4, 6,
    ]);
  });

  it('decides an audit once when the job and 10 forced decisions race, and lends once with auto-get-money', async () => {
    const me = await readyBorrower(world.t.app, world.t.db);
    const order = await applyOk(world.t.app, me, {
      productId: world.flex,
      borrowAmount: 3000,
      autoGetMoney: true,
    });
    // The audit job is due from now on (test audit delay: 5 s).
    await advance(world.t.app, { advanceMinutes: 1 });
    const runJobsOn = await jobRunners();

    const [forced, runs, taps] = await Promise.all([
      race(10, () =>
        apiPost<{ orderState: number }>(world.t.app, `/dev/orders/${order.orderId}/audit`, {
          decision: 'pass',
        }),
      ),
      race(4, (index) => runJobsOn(index)),
      race(6, () => getMoney(world.t.app, me, order.orderId)),
    ]);

    expect(runs.map((run) => run.body.code)).toEqual(Array(4).fill(0));
    // At most one forced decision is taken; the rest find the order decided.
    const decided = forced.filter((answer) => answer.body.code === 0);
    expect(decided.length).toBeLessThanOrEqual(1);
    for (const answer of forced.filter((a) => a.body.code !== 0))
      expect(answer.body).toMatchObject({ code: 5015 });
    // Get Money before the decision is refused; after it, it answers the order as it is.
    for (const tap of taps) expect([0, 5012]).toContain(tap.body.code);

    await runJobs(world.t.app);
    expect(await stateOf(world.t.db, order.orderId)).toBe(6);
    const { rows } = await world.t.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM order_audits WHERE order_id = $1',
      [order.orderId],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await transitionsOf(world.t.db, order.orderId)).map((step) => step.to_state)).toEqual([
      1, 2, 4, 6,
    ]);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      disbursements: 1,
      bankPayouts: 1,
      disburseJobs: 1,
    });
  });
});
