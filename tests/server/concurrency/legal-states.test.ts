/**
 * The legal-state checks the race and crash tests rely on, shown to catch what they are for: a
 * database left by a real settled loan passes; each corruption an interleaving or a crash could
 * leave is named by its rule. Each corruption is rolled back after it is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanedOrder, productId, readyBorrower } from '../modules/orders/order-helpers.ts';
import { repay } from '../modules/payments/payment-fixtures.ts';
import { illegalStates } from './helpers/legal-states.ts';
import { submitSandboxPage } from './helpers/money-flow.ts';
import { createRaceApp, type RaceApp } from './helpers/race-app.ts';

let t: RaceApp;
let settledId: number;
let loanedId: number;
beforeAll(async () => {
  t = await createRaceApp();
  const flex = await productId(t.db, 'rupee-flex');
  const settler = await readyBorrower(t.app, t.db);
  const settled = await loanedOrder(t.app, settler, { productId: flex, borrowAmount: 3000 });
  const link = await repay(t.app, { token: settler.token, orderId: settled.orderId });
  expect((await submitSandboxPage(t.app, link.body.data.paymentUrl, 'pay')).statusCode).toBe(303);
  settledId = settled.orderId;
  loanedId = (
    await loanedOrder(t.app, await readyBorrower(t.app, t.db), { productId: flex, borrowAmount: 2000 })
  ).orderId;
}, 180_000);
afterAll(() => t.close());

class RollBack extends Error {}

/** The offences found after `corruption`, which is then undone. */
async function offencesAfter(corruption: string, params: unknown[]): Promise<string[]> {
  let found: string[] = [];
  await t.db
    .transaction(async (tx) => {
      await tx.query(corruption, params);
      found = await illegalStates(tx);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return found;
}

describe('the legal-state checks', () => {
  it('pass a database of real loans, paid out and settled', async () => {
    expect(await illegalStates(t.db)).toEqual([]);
  });

  it.each([
    [
      'a second settlement of the loan',
      `UPDATE orders SET paid_principal_paise = paid_principal_paise + 1 WHERE id = $1`,
      'settled',
      'nothing is paid beyond what is charged',
    ],
    [
      'a settled order back in Loaned',
      `UPDATE orders SET state = 6 WHERE id = $1`,
      'settled',
      'legal transitions only',
    ],
    [
      'a payout that never finished',
      `UPDATE disbursements SET state = 'pending' WHERE order_id = $1`,
      'settled',
      'exactly one succeeded disbursement',
    ],
    [
      'a repayment lost with its payment captured',
      `DELETE FROM order_repayments WHERE order_id = $1`,
      'settled',
      'a captured payment is settled exactly once',
    ],
    [
      'a settlement whose payment is not captured',
      `UPDATE payments SET state = 'pending' WHERE order_id = $1`,
      'settled',
      'no settlement without its captured payment',
    ],
    [
      'money counted paid with no repayment',
      `UPDATE orders SET paid_interest_paise = 100 WHERE id = $1`,
      'loaned',
      "repayments' money",
    ],
    [
      'a Lending order with no payout under way',
      `UPDATE orders SET state = 4 WHERE id = $1`,
      'loaned',
      'payout queued or under way',
    ],
    [
      'a disbursement before Get Money',
      `UPDATE orders SET state = 2 WHERE id = $1`,
      'loaned',
      'no disbursement before Get Money',
    ],
  ])('name %s', async (_what, corruption, which, rule) => {
    const offences = await offencesAfter(corruption, [which === 'settled' ? settledId : loanedId]);
    expect(
      offences.some((offence) => offence.includes(rule)),
      offences.join('\n'),
    ).toBe(true);
  });
});
