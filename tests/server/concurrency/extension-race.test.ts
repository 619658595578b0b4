/**
 * Extension payments under load: 20 taps of apply-extension make one payment page; the extension
 * fee and a full repayment of the same order captured at the same moment each settle once, and
 * the order ends settled with every paisa accounted for, whichever arrived first. Rupee Flex
 * ₹3,000, 3 days overdue: extension fee ₹240 + ₹45 penal + ₹224.38 interest = ₹509.38.
 */
import { describe, expect, it } from 'vitest';
import {
  calcOk,
  applyExtension,
  daysLater,
  extensionsOf,
  idsOf,
  loanWithDates,
} from '../modules/extension/extension-helpers.ts';
import { readyBorrower, runJobs, stateOf } from '../modules/orders/order-helpers.ts';
import { paymentsOfOrder, repay } from '../modules/payments/payment-fixtures.ts';
import { FLEX_3000, moneyRowsOf, notifyPayment, repaymentsOf } from './helpers/money-flow.ts';
import { race } from './helpers/race-app.ts';
import { useRaceWorld } from './helpers/race-world.ts';

const world = useRaceWorld();

const FEE_PAISE = 50_938;
const PENAL_PAISE = 4_500;

/** A loan 3 days overdue with its extension request open (the clock moves 94 days per call). */
async function overdueWithExtension() {
  const me = await readyBorrower(world.t.app, world.t.db);
  const order = await loanWithDates(world.t, me, world.flex, 3000);
  await daysLater(world.t.app, me, 94);
  await runJobs(world.t.app);
  const extension = await calcOk(world.t.app, me, order.orderId);
  expect(extension.extensionFee).toBe(FEE_PAISE / 100);
  return { me, order, extension };
}

describe('extension payments under load', () => {
  it('makes one payment page for 20 simultaneous taps of apply-extension', async () => {
    const { me, order, extension } = await overdueWithExtension();

    const answers = await race(20, () => applyExtension(world.t.app, me, idsOf(extension)));

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => answer.body.data.paymentUrl)).size).toBe(1);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { pending: 1 },
      gatewayPayments: 1,
    });
    expect((await paymentsOfOrder(world.t.db, order.orderId))[0]).toMatchObject({ amount_paise: FEE_PAISE });
  });

  it('settles the extension fee and a full repayment captured at once, each once, to the paisa', async () => {
    const { me, order, extension } = await overdueWithExtension();
    const [feeLink, repayLink] = await Promise.all([
      applyExtension(world.t.app, me, idsOf(extension)),
      repay(world.t.app, { token: me.token, orderId: order.orderId }),
    ]);
    expect([feeLink.body.code, repayLink.body.code]).toEqual([0, 0]);
    const payments = await paymentsOfOrder(world.t.db, order.orderId);
    const fee = payments.find((payment) => payment.amount_paise === FEE_PAISE)!;
    const full = payments.find((payment) => payment.amount_paise !== FEE_PAISE)!;
    expect(full.amount_paise).toBe(FLEX_3000.owedPaise + PENAL_PAISE);

    const answers = await race(20, (index) => notifyPayment(world.t, index % 2 === 0 ? fee : full));

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    expect(await stateOf(world.t.db, order.orderId)).toBe(7);
    expect(await moneyRowsOf(world.t.db, order.orderId)).toMatchObject({
      payments: { captured: 2 },
      repayments: 2,
      settlingEvents: 2,
    });
    const [request] = await extensionsOf(world.t.db, order.orderId);
    const excess = (await repaymentsOf(world.t.db, order.orderId)).reduce(
      (sum, row) => sum + row.excess_paise,
      0,
    );
    if (request!.state === 'paid') {
      // The fee first: the order was extended (₹240 charged), then the repayment paid the principal
      // left and the rest of it is excess.
      expect(excess).toBe(full.amount_paise - FLEX_3000.loanPaise);
    } else {
      // The repayment first: the order settled, the extension could no longer happen, and its fee
      // was kept as excess.
      expect(request).toMatchObject({ state: 'failed' });
      expect(excess).toBe(FEE_PAISE);
    }
  });
});
