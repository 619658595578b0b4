/**
 * Payment notifications under load, settled by the real order engine: the same capture delivered
 * 20 times, captures and failures of one payment racing, and two links of one order (the first
 * superseded when a penal charge changed what was owed) captured at the same moment. Amounts are
 * checked to the paisa: what is applied is exactly what was owed, the rest is kept as excess.
 */
import { describe, expect, it } from 'vitest';
import { advance, signInAgain, stateOf } from '../modules/orders/order-helpers.ts';
import { paymentsOfOrder, repay } from '../modules/payments/payment-fixtures.ts';
import { FLEX_3000, ledgerOf, moneyRowsOf, notifyPayment, repaymentsOf } from './helpers/money-flow.ts';
import { race } from './helpers/race-app.ts';
import { useRaceWorld } from './helpers/race-world.ts';

const world = useRaceWorld();

async function pendingRepayment() {
  const { me, order } = await world.loaned();
  expect((await repay(world.t.app, { token: me.token, orderId: order.orderId })).body.code).toBe(0);
  const [payment] = await paymentsOfOrder(world.t.db, order.orderId);
  return { me, order, payment: payment! };
}

function resultsOf(answers: { body: { code: number; data: unknown } }[]): string[] {
  return answers.map(
    (answer) => (answer.body.data as { result: string } | null)?.result ?? `code ${answer.body.code}`,
  );
}

describe('payment notifications under load', () => {
  it('settles once, to the paisa, when one capture arrives 20 times at once', async () => {
    const { order, payment } = await pendingRepayment();
    const eventId = `race_evt_${payment.id}`;

    const answers = await race(20, () => notifyPayment(world.t, payment, 'payment.captured', eventId));

    expect(resultsOf(answers).sort()).toEqual(['settled', ...Array(19).fill('duplicate')].sort());
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 1 },
      repayments: 1,
      settlingEvents: 1,
    });
    expect(await ledgerOf(world.t.db, order.orderId)).toMatchObject({
      state: 7,
      paid_principal_paise: FLEX_3000.loanPaise,
      paid_interest_paise: FLEX_3000.interestPaise,
    });
  });

  it('settles once when 10 captures and 10 failures of one payment race', async () => {
    const { order, payment } = await pendingRepayment();

    const answers = await race(20, (index) =>
      notifyPayment(world.t, payment, index % 2 === 0 ? 'payment.captured' : 'payment.failed'),
    );

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    const results = resultsOf(answers);
    // The money moved at the gateway: a capture is settled even after a failure ended the link.
    expect(results.filter((result) => result === 'settled')).toHaveLength(1);
    expect(results.filter((result) => result === 'failed').length).toBeLessThanOrEqual(1);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 1 },
      repayments: 1,
      settlingEvents: 1,
    });
    expect(await repaymentsOf(world.t.db, order.orderId)).toEqual([
      expect.objectContaining({ amount_paise: FLEX_3000.owedPaise, excess_paise: 0 }),
    ]);
    expect(await stateOf(world.t.db, order.orderId)).toBe(7);
  });

  it('applies an expired link and the current one captured at once: what was owed settles, the rest is excess', async () => {
    const { me, order, payment: first } = await pendingRepayment();
    // Two days past the due date: the first link's window has long passed and penal charges
    // changed what is owed, so Repayment makes a new link; a late capture of the first still counts.
    await advance(world.t.app, { advanceDays: 93 });
    await signInAgain(world.t.app, me);
    expect((await repay(world.t.app, { token: me.token, orderId: order.orderId })).body.code).toBe(0);
    const payments = await paymentsOfOrder(world.t.db, order.orderId);
    expect(payments.map((payment) => payment.state)).toEqual(['expired', 'pending']);
    const second = payments[1]!;
    const penal = (await ledgerOf(world.t.db, order.orderId)).penal_charge_paise;
    expect(penal).toBeGreaterThan(0);
    expect(second.amount_paise).toBe(FLEX_3000.owedPaise + penal);

    const answers = await race(20, (index) => notifyPayment(world.t, index % 2 === 0 ? first : second));

    expect(resultsOf(answers).filter((result) => result === 'settled')).toHaveLength(2);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 2 },
      repayments: 2,
      settlingEvents: 2,
    });
    const repayments = await repaymentsOf(world.t.db, order.orderId);
    const applied = repayments.reduce((sum, row) => sum + row.amount_paise - row.excess_paise, 0);
    const excess = repayments.reduce((sum, row) => sum + row.excess_paise, 0);
    expect(applied).toBe(FLEX_3000.owedPaise + penal);
    expect(excess).toBe(first.amount_paise);
    expect(await ledgerOf(world.t.db, order.orderId)).toEqual({
      state: 7,
      paid_principal_paise: FLEX_3000.loanPaise,
      paid_interest_paise: FLEX_3000.interestPaise,
      paid_fees_paise: FLEX_3000.feesPaise,
      paid_penal_paise: penal,
      penal_charge_paise: penal,
    });
  });
});
