/**
 * Repayment under load, through the real order engine: 20 taps of Repayment make one payment link;
 * 20 submissions of the sandbox page settle it once; taps racing its capture never leave a second
 * link. Every figure is checked to the paisa in the ledger and the repayment rows.
 */
import { describe, expect, it } from 'vitest';
import { stateOf } from '../modules/orders/order-helpers.ts';
import { paymentsOfOrder, repay } from '../modules/payments/payment-fixtures.ts';
import {
  FLEX_3000,
  ledgerOf,
  moneyRowsOf,
  notifyPayment,
  repaymentsOf,
  submitSandboxPage,
} from './helpers/money-flow.ts';
import { race } from './helpers/race-app.ts';
import { useRaceWorld } from './helpers/race-world.ts';

const world = useRaceWorld();

async function loaned() {
  const { me, order } = await world.loaned();
  return { me, order, repayer: { token: me.token, orderId: order.orderId } };
}

/** The whole loan repaid by one payment: principal and interest, nothing more, nothing twice. */
async function expectRepaidOnceInFull(orderId: number) {
  expect(await stateOf(world.t.db, orderId)).toBe(7);
  expect(await repaymentsOf(world.t.db, orderId)).toEqual([
    {
      payment_id: expect.any(Number),
      amount_paise: FLEX_3000.owedPaise,
      to_penal_paise: 0,
      to_fees_paise: 0,
      to_interest_paise: FLEX_3000.interestPaise,
      to_principal_paise: FLEX_3000.loanPaise,
      excess_paise: 0,
    },
  ]);
  expect(await ledgerOf(world.t.db, orderId)).toEqual({
    state: 7,
    paid_principal_paise: FLEX_3000.loanPaise,
    paid_interest_paise: FLEX_3000.interestPaise,
    paid_fees_paise: FLEX_3000.feesPaise,
    paid_penal_paise: 0,
    penal_charge_paise: 0,
  });
}

describe('repayment under load', () => {
  it('makes one payment link for 20 simultaneous taps of Repayment', async () => {
    const { order, repayer } = await loaned();

    const answers = await race(20, () => repay(world.t.app, repayer));

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => answer.body.data.paymentUrl)).size).toBe(1);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { pending: 1 },
      gatewayPayments: 1,
      repayments: 0,
    });
    const [payment] = await paymentsOfOrder(world.t.db, order.orderId);
    expect(payment).toMatchObject({
      amount_paise: FLEX_3000.owedPaise,
      payment_url: answers[0]!.body.data.paymentUrl,
    });
    const { rows } = await world.t.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM jobs WHERE kind = 'payments.expire' AND payload->>'paymentId' = $1`,
      [String(payment!.id)],
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('settles once when the sandbox page is submitted 20 times at once', async () => {
    const { order, repayer } = await loaned();
    const link = await repay(world.t.app, repayer);

    const submissions = await race(20, () =>
      submitSandboxPage(world.t.app, link.body.data.paymentUrl, 'pay'),
    );

    // One submission pays; the others find the page no longer open.
    const statuses = submissions.map((submission) => submission.statusCode).sort();
    expect(statuses).toEqual([303, ...Array(19).fill(409)]);
    await expectRepaidOnceInFull(order.orderId);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 1 },
      repayments: 1,
      settlingEvents: 1,
    });
  });

  it('never leaves a second link when taps of Repayment race the capture', async () => {
    const { order, repayer } = await loaned();
    const link = await repay(world.t.app, repayer);
    const [payment] = await paymentsOfOrder(world.t.db, order.orderId);

    const [taps, captures] = await Promise.all([
      race(20, () => repay(world.t.app, repayer)),
      race(3, () => notifyPayment(world.t, payment!)),
    ]);

    expect(captures.map((capture) => capture.body.code)).toEqual([0, 0, 0]);
    // Before the capture a tap gets the same link; after it, there is nothing left to repay.
    for (const tap of taps) {
      if (tap.body.code === 0) expect(tap.body.data.paymentUrl).toBe(link.body.data.paymentUrl);
      else
        expect(tap.body).toEqual({
          code: 5013,
          msg: 'There is nothing to repay on this order (it is Settled).',
          data: null,
        });
    }
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 1 },
      gatewayPayments: 1,
      repayments: 1,
    });
    await expectRepaidOnceInFull(order.orderId);
  });
});
