// A card saved before accounts were checked with the bank (no bank-given name, decision 0095) is
// checked once before its first payout, through the app's own job and the offline sandbox bank:
// paid when the account is the borrower's, refused when the bank does not know it or names
// someone else, held while the bank is still answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import { SANDBOX_OTHER_HOLDER } from '../../../../server/providers/account-check/sandbox-account-check.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  getMoneyPressed,
  productId,
  readyBorrower,
  runJobs,
  stateOf,
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

let accounts = 0;
/** A borrower whose card was saved before checks began: no name from the bank, no check kept. */
async function borrowerWithUncheckedCard(prefix: string): Promise<Borrower & { accountNo: string }> {
  accounts += 1;
  const accountNo = `${prefix}${String(accounts).padStart(9, '0')}`;
  const me = await readyBorrower(t.app, t.db, { accountNo });
  expect(await countRows(t.db, 'bank_cards', 'id = $1 AND holder_name IS NULL', [me.cardId])).toBe(1);
  return { ...me, accountNo };
}

const holderOf = async (cardId: number) =>
  (
    await t.db.query<{ holder_name: string | null }>('SELECT holder_name FROM bank_cards WHERE id = $1', [
      cardId,
    ])
  ).rows[0]?.holder_name;
const checksOf = (userId: number) => countRows(t.db, 'bank_account_checks', 'user_id = $1', [userId]);
const payoutsOf = (orderNo: string) => countRows(t.db, 'sandbox_payouts', 'reference = $1', [orderNo]);

describe('the first payout to a card never checked with the bank', () => {
  it('checks the account, keeps the name the bank gives on the card, and pays', async () => {
    const me = await borrowerWithUncheckedCard('777');
    const order = await getMoneyPressed(t.app, me, { productId: flex, borrowAmount: 1000 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await payoutsOf(order.orderNo)).toBe(1);
    // The sandbox bank holds the account in the KYC name, in capitals.
    expect(await holderOf(me.cardId)).toBe('ASHA VERMA');
    expect(await checksOf(me.userId)).toBe(1);
  });

  it('sends nothing to an account the bank does not know: 5 Failed with the reason', async () => {
    const me = await borrowerWithUncheckedCard('333');
    const order = await getMoneyPressed(t.app, me, { productId: flex, borrowAmount: 1000 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Failed);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toMatchObject({
      to_state: 5,
      reason: expect.stringMatching(
        /^disbursement failed: the bank does not know the account \(.+\) \(not sent\)$/,
      ),
    });
    expect(await payoutsOf(order.orderNo)).toBe(0);
    expect(await holderOf(me.cardId)).toBeNull();
  });

  it('sends nothing to an account the bank holds in another name, and keeps that name on the card', async () => {
    const me = await borrowerWithUncheckedCard('444');
    const order = await getMoneyPressed(t.app, me, { productId: flex, borrowAmount: 1000 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Failed);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)?.reason).toBe(
      `disbursement failed: the bank holds the account in another name (${SANDBOX_OTHER_HOLDER}) (not sent)`,
    );
    expect(await payoutsOf(order.orderNo)).toBe(0);
    expect(await holderOf(me.cardId)).toBe(SANDBOX_OTHER_HOLDER);
  });

  it('waits in 4 Lending while the bank is still answering, asks how the check stands, then pays once', async () => {
    const me = await borrowerWithUncheckedCard('555');
    const order = await getMoneyPressed(t.app, me, { productId: flex, borrowAmount: 1000 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
    expect(await payoutsOf(order.orderNo)).toBe(0);
    const { rows: waiting } = await t.db.query<{ provider_ref: string | null }>(
      'SELECT provider_ref FROM disbursements WHERE order_id = $1',
      [order.orderId],
    );
    // No payout was sent: the job comes back for the account, not for a payout in progress.
    expect(waiting).toEqual([{ provider_ref: null }]);
    expect(
      await countRows(
        t.db,
        'jobs',
        `kind = 'orders.disburse' AND state = 'pending' AND payload->>'orderId' = $1`,
        [String(order.orderId)],
      ),
    ).toBe(1);

    await advance(t.app, { advanceMinutes: 2 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await payoutsOf(order.orderNo)).toBe(1);
    expect(await holderOf(me.cardId)).toBe('ASHA VERMA');
    // The check in progress was asked about by its reference: one check, paid for once.
    expect(await checksOf(me.userId)).toBe(1);
  });

  it('pays as before where the bank cannot check the account: the payout itself tells', async () => {
    const me = await borrowerWithUncheckedCard('666');
    const order = await getMoneyPressed(t.app, me, { productId: flex, borrowAmount: 1000 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await payoutsOf(order.orderNo)).toBe(1);
    expect(await holderOf(me.cardId)).toBeNull();
  });
});
