/**
 * The crash window of a sandbox payment, made certain: the borrower pays on the gateway's page,
 * and the server fails before the notification is settled (here the settling code is missing for
 * a moment; a SIGKILL at that instant leaves the same rows, which kill-mid-burst.test.ts met).
 * The gateway has the money, so it must deliver again until the server settles it; a redelivery
 * of what was already settled changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { moneyRowsOf, submitSandboxPage } from '../concurrency/helpers/money-flow.ts';
import { advance, runJobs, stateOf } from '../modules/orders/order-helpers.ts';
import { paymentsOfOrder, repay } from '../modules/payments/payment-fixtures.ts';
import { orphanedGatewayPayments } from './helpers/gateway-checks.ts';
import { useRaceWorld } from '../concurrency/helpers/race-world.ts';

const world = useRaceWorld();

async function repaymentLink() {
  const { me, order } = await world.loaned();
  const link = await repay(world.t.app, { token: me.token, orderId: order.orderId });
  expect(link.body.code).toBe(0);
  return { me, order, paymentUrl: link.body.data.paymentUrl };
}

describe('the sandbox gateway delivers its notification until it is acknowledged', () => {
  it('settles a payment paid on the page while the server could not settle it, once it can', async () => {
    const { me, order, paymentUrl } = await repaymentLink();
    const repayPurpose = world.t.app.paymentPurposes.get('repay')!;
    world.t.app.paymentPurposes.delete('repay');
    let failedPage;
    try {
      failedPage = await submitSandboxPage(world.t.app, paymentUrl, 'pay');
    } finally {
      world.t.app.paymentPurposes.set('repay', repayPurpose);
    }
    expect(failedPage.statusCode).toBe(502);
    // The gateway took the money; the loan does not show it yet, and the page cannot be paid again.
    expect(await orphanedGatewayPayments(world.t.db)).toHaveLength(1);
    expect(await stateOf(world.t.db, order.orderId)).toBe(6);
    expect((await submitSandboxPage(world.t.app, paymentUrl, 'pay')).statusCode).toBe(409);

    await advance(world.t.app, { advanceMinutes: 2 });
    await runJobs(world.t.app);

    expect(await orphanedGatewayPayments(world.t.db)).toEqual([]);
    expect(await stateOf(world.t.db, order.orderId)).toBe(7);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 1 },
      repayments: 1,
      settlingEvents: 1,
    });
    expect((await repay(world.t.app, { token: me.token, orderId: order.orderId })).body.code).toBe(5013);
  });

  it('changes nothing when it delivers again what was already settled', async () => {
    const { order, paymentUrl } = await repaymentLink();
    expect((await submitSandboxPage(world.t.app, paymentUrl, 'pay')).statusCode).toBe(303);
    const [payment] = await paymentsOfOrder(world.t.db, order.orderId);

    await advance(world.t.app, { advanceMinutes: 2 });
    await runJobs(world.t.app);

    const { rows } = await world.t.db.query<{ state: string }>(
      `SELECT state FROM jobs WHERE kind = 'sandbox.redeliver' AND payload->'event'->'payment'->>'ref' = $1`,
      [payment!.provider_ref],
    );
    expect(rows).toEqual([{ state: 'done' }]);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({ repayments: 1, settlingEvents: 1 });
    const events = await world.t.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM payment_events WHERE payment_id = $1',
      [payment!.id],
    );
    expect(Number(events.rows[0]!.n)).toBe(1);
  });
});
