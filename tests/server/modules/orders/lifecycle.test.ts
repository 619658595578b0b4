import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/contract/app-error.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import {
  LEGAL_TRANSITIONS,
  isLegalTransition,
  transition,
} from '../../../../server/modules/orders/state-machine.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  applyOk,
  detail,
  forceAudit,
  loanedOrder,
  productId,
  readyBorrower,
  runJobs,
  serverNow,
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

const getMoney = (who: Borrower, orderId: number) =>
  apiPost<{ orderId: number; orderState: number }>(
    t.app,
    '/order/v1/loan',
    { orderId },
    { token: who.token },
  );

/** The newest SMS the sandbox provider "sent" to the phone. */
async function latestSms(phone: string) {
  return (await apiGet<{ text: string }[]>(t.app, `/dev/outbox?phone=${phone}`)).body.data[0]?.text;
}

async function auditOf(orderId: number) {
  const { rows } = await t.db.query<{
    decision: string;
    decided_by: string;
    reason: string;
    rules: unknown[];
  }>('SELECT decision, decided_by, reason, rules FROM order_audits WHERE order_id = $1', [orderId]);
  return rows[0];
}

describe('the audit job', () => {
  it('passes a complete borrower after the configured delay, with every rule recorded', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 5000 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Auditing);

    await advance(t.app, { advanceMinutes: 1 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Pass);
    const audit = await auditOf(order.orderId);
    expect(audit).toMatchObject({ decision: 'pass', decided_by: 'system', reason: 'all rules passed' });
    expect(audit!.rules).toEqual([
      { rule: 'kyc', passed: true, detail: 'Aadhaar and PAN verification complete' },
      { rule: 'face', passed: true, detail: 'face check complete' },
      { rule: 'basic', passed: true, detail: 'basic information complete' },
      { rule: 'work', passed: true, detail: 'work information complete' },
      { rule: 'contacts', passed: true, detail: 'three emergency contacts complete' },
      { rule: 'bankCard', passed: true, detail: 'bank account complete' },
      { rule: 'age18', passed: true, detail: expect.stringMatching(/^\d+ years old$/) },
      { rule: 'oneOrderInProgress', passed: true, detail: 'no other order in progress' },
      { rule: 'withinLimit', passed: true, detail: '₹5,000 asked, limit ₹5,000' },
    ]);
    expect(await transitionsOf(t.db, order.orderId)).toEqual([
      { from_state: null, to_state: 1, actor: 'borrower', reason: 'applied' },
      { from_state: 1, to_state: 2, actor: 'system', reason: 'audit passed' },
    ]);
    expect(await latestSms(me.phone)).toBe(
      `Your loan application ${order.orderNo} is approved. Open the app and press Get Money to receive it.`,
    );
  });

  it('denies with the first failing rule as the reason: missing KYC, then under 18', async () => {
    const noKyc = await readyBorrower(t.app, t.db, { skip: ['kyc'] });
    const minor = await readyBorrower(t.app, t.db, { birthDate: '2012-06-01' });
    const a = await applyOk(t.app, noKyc, { productId: flex, borrowAmount: 1000 });
    const b = await applyOk(t.app, minor, { productId: flex, borrowAmount: 1000 });
    await advance(t.app, { advanceMinutes: 1 });
    await runJobs(t.app);
    expect(await stateOf(t.db, a.orderId)).toBe(OrderState.Denied);
    expect(await auditOf(a.orderId)).toMatchObject({ decision: 'deny', reason: 'kyc' });
    expect(await latestSms(noKyc.phone)).toBe(
      `Your loan application ${a.orderNo} was not approved this time. You can apply again in 15 days.`,
    );
    expect(await stateOf(t.db, b.orderId)).toBe(OrderState.Denied);
    expect(await auditOf(b.orderId)).toMatchObject({ decision: 'deny', reason: 'age18' });
    expect((await transitionsOf(t.db, b.orderId)).at(-1)).toEqual({
      from_state: 1,
      to_state: 3,
      actor: 'system',
      reason: 'audit denied: age18',
    });
  });

  it('leaves an order the development surface already decided alone', async () => {
    const me = await readyBorrower(t.app, t.db, { skip: ['face'] });
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await forceAudit(t.app, order.orderId, 'pass')).body.data).toEqual({
      orderId: order.orderId,
      orderState: 2,
    });
    await advance(t.app, { advanceMinutes: 1 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Pass);
    expect(await auditOf(order.orderId)).toMatchObject({ decision: 'pass', decided_by: 'dev' });
  });
});

describe('Get Money and the disbursement', () => {
  it('moves 2 Pass -> 4 Lending -> 6 Loaned once, however often it is pressed', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 3000 });
    await forceAudit(t.app, order.orderId, 'pass');
    const taps = await Promise.all([getMoney(me, order.orderId), getMoney(me, order.orderId)]);
    expect(taps.map((tap) => tap.body.data)).toEqual([
      { orderId: order.orderId, orderState: 4 },
      { orderId: order.orderId, orderState: 4 },
    ]);
    await runJobs(t.app);
    expect((await getMoney(me, order.orderId)).body.data).toEqual({ orderId: order.orderId, orderState: 6 });
    await runJobs(t.app);
    expect(await countRows(t.db, 'disbursements', 'order_id = $1', [order.orderId])).toBe(1);
    expect(await countRows(t.db, 'sandbox_payouts', 'reference = $1', [order.orderNo])).toBe(1);
    const { rows } = await t.db.query<{ state: string; amount_paise: number; provider_ref: string }>(
      'SELECT state, amount_paise, provider_ref FROM disbursements WHERE order_id = $1',
      [order.orderId],
    );
    expect(rows[0]).toEqual({
      state: 'succeeded',
      amount_paise: 282_300,
      provider_ref: expect.stringMatching(/^SBXPAY/),
    });

    const shown = (await detail(t.app, me, order.orderId)).body.data;
    expect(shown).toMatchObject({ orderState: 6, outstandingAmount: 3224.38 });
    const loanDate = new Date(shown.loanDate as string);
    expect(Date.parse(shown.repaymentDate as string) - loanDate.getTime()).toBe(91 * 24 * 3_600_000);
    expect(shown.dueDate).toBe(
      new Date(loanDate.getTime() + 5.5 * 3_600_000 + 91 * 24 * 3_600_000).toISOString().slice(0, 10),
    );
    expect((await transitionsOf(t.db, order.orderId)).map((row) => [row.to_state, row.actor])).toEqual([
      [1, 'borrower'],
      [2, 'dev'],
      [4, 'borrower'],
      [6, 'provider'],
    ]);
  });

  it('sends the money without a tap when applied with auto get money', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 2000, autoGetMoney: true });
    expect((await forceAudit(t.app, order.orderId, 'pass')).body.data.orderState).toBe(OrderState.Lending);
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect((await transitionsOf(t.db, order.orderId)).map((row) => row.reason)).toEqual([
      'applied',
      'audit passed',
      'auto get money',
      expect.stringMatching(/^disbursed SBXPAY/),
    ]);
  });

  it('pays a borrower whose KYC gave no name (a sandbox Aadhaar OTP) through the sandbox bank', async () => {
    const me = await readyBorrower(t.app, t.db);
    await t.db.query(`UPDATE kyc_records SET real_name = '' WHERE user_id = $1`, [me.userId]);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
  });

  it('ends in 5 Failed when the bank refuses the account, with the reason kept', async () => {
    const me = await readyBorrower(t.app, t.db, { accountNo: '000987654321' });
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Failed);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toEqual({
      from_state: 4,
      to_state: 5,
      actor: 'provider',
      reason: expect.stringMatching(
        /^disbursement failed: The beneficiary account is invalid or closed \(SBXPAY/,
      ),
    });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 5,
      loanDate: null,
      outstandingAmount: 0,
    });
  });

  it('sends nothing to an account the bank named for someone else, and ends in 5 Failed', async () => {
    // A card added before the KYC: the bank's name was kept, with no KYC name to judge it by then.
    const me = await readyBorrower(t.app, t.db);
    await t.db.query(`UPDATE bank_cards SET holder_name = 'RAVI SHANKAR PILLAI' WHERE id = $1`, [me.cardId]);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Failed);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)?.reason).toMatch(
      /^disbursement failed: the bank holds the account in another name \(RAVI SHANKAR PILLAI\)/,
    );
    expect(await countRows(t.db, 'sandbox_payouts', 'reference = $1', [order.orderNo])).toBe(0);
  });

  it('pays an account the bank holds in the borrower name, however it writes it', async () => {
    const me = await readyBorrower(t.app, t.db);
    await t.db.query(`UPDATE bank_cards SET holder_name = 'MRS VERMA ASHA' WHERE id = $1`, [me.cardId]);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
  });

  it('stays 4 Lending while the bank has the payout on its way, and is Loaned when it arrives', async () => {
    // The sandbox bank takes a minute over accounts starting "111" (a queued payout at a real bank).
    const me = await readyBorrower(t.app, t.db, { accountNo: '111222333444' });
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 4,
      loanDate: null,
    });
    const { rows: waiting } = await t.db.query<{ state: string; provider_ref: string | null }>(
      'SELECT state, provider_ref FROM disbursements WHERE order_id = $1',
      [order.orderId],
    );
    expect(waiting).toEqual([{ state: 'pending', provider_ref: expect.stringMatching(/^SBXPAY/) }]);
    const { rows: looks } = await t.db.query<{ run_at: Date; payload: { looks: number } }>(
      `SELECT run_at, payload FROM jobs WHERE kind = 'orders.disburse' AND state = 'pending'
       AND payload->>'orderId' = $1`,
      [String(order.orderId)],
    );
    expect(looks).toHaveLength(1);
    expect(looks[0]!.payload.looks).toBe(1);
    const askedAt = await serverNow(t.app);
    expect(looks[0]!.run_at.getTime() - askedAt.getTime()).toBeGreaterThan(25_000);

    // Nothing due yet: the order waits, and asking again early pays nothing twice.
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);

    await advance(t.app, { advanceMinutes: 1 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await countRows(t.db, 'sandbox_payouts', 'reference = $1', [order.orderNo])).toBe(1);
    const shown = (await detail(t.app, me, order.orderId)).body.data;
    // The loan runs from when the money arrived (decision 0071), a minute after it was sent.
    const { rows: ledger } = await t.db.query<{ created_at: Date; arrives_at: Date }>(
      'SELECT created_at, arrives_at FROM sandbox_payouts WHERE reference = $1',
      [order.orderNo],
    );
    expect(ledger[0]!.arrives_at.getTime() - ledger[0]!.created_at.getTime()).toBe(60_000);
    expect(shown.loanDate).toBe(ledger[0]!.arrives_at.toISOString());
    expect((await transitionsOf(t.db, order.orderId)).map((row) => [row.to_state, row.actor])).toEqual([
      [1, 'borrower'],
      [2, 'dev'],
      [4, 'borrower'],
      [6, 'provider'],
    ]);
  });

  it('takes the loan back when the borrower’s bank returns the payout before anything was repaid', async () => {
    // The sandbox bank pays accounts starting "222" at once and tells of the money coming back
    // two minutes later, through the payout notification route (decision 0068).
    const me = await readyBorrower(t.app, t.db, { accountNo: '222333444555' });
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    await advance(t.app, { advanceMinutes: 1 });
    await runJobs(t.app);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);

    await advance(t.app, { advanceMinutes: 1 });
    await runJobs(t.app);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 5,
      loanDate: null,
      dueDate: null,
      outstandingAmount: 0,
    });
    const { rows } = await t.db.query('SELECT state, failure_reason FROM disbursements WHERE order_id = $1', [
      order.orderId,
    ]);
    expect(rows).toEqual([
      {
        state: 'reversed',
        failure_reason: 'The beneficiary bank returned the payout: the account is closed',
      },
    ]);
    expect((await transitionsOf(t.db, order.orderId)).at(-1)).toEqual({
      from_state: 6,
      to_state: 5,
      actor: 'provider',
      reason: expect.stringMatching(/^payout reversed: The beneficiary bank returned the payout/),
    });
    // Every notice the bank sent was taken: none left to deliver, none given up.
    expect(await countRows(t.db, 'jobs', `kind = 'sandbox.payout-notice' AND state <> 'done'`)).toBe(0);
  });

  it("refuses Get Money before approval, and on someone else's order as if it did not exist", async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await getMoney(me, order.orderId)).body).toEqual({
      code: 5012,
      msg: 'The money can be sent only after your application is approved (this order is Auditing).',
      data: null,
    });
    await forceAudit(t.app, order.orderId, 'pass');
    expect((await getMoney(other, order.orderId)).body).toEqual({
      code: 5010,
      msg: 'This order does not exist.',
      data: null,
    });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Pass);
  });
});

describe('the state machine', () => {
  it('allows exactly the transitions of DOMAIN.md, and the reversed payout of decision 0068', () => {
    const allowed = new Set([
      '1>2',
      '1>3',
      '2>4',
      '4>6',
      '4>5',
      '6>7',
      '6>8',
      '6>11',
      // A payout the borrower's bank sent back before anything was repaid (decision 0068).
      '6>5',
      '8>7',
      '8>11',
      '11>7',
      '11>8',
    ]);
    const states = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11];
    for (const from of states)
      for (const to of states)
        expect(isLegalTransition(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    expect(Object.values(LEGAL_TRANSITIONS).flat()).toHaveLength(allowed.size);
  });

  it('throws on an illegal transition and changes nothing', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    const attempt = t.db.transaction((tx) =>
      transition(tx, order.orderId, OrderState.Loaned, { actor: 'system', reason: 'test', now: new Date() }),
    );
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toThrow('This order cannot go from Auditing to Loaned.');
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Auditing);
    expect(await transitionsOf(t.db, order.orderId)).toHaveLength(1);
  });

  it('refuses to force a decision on an order that is not auditing, or unknown, or with a bad body', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    await forceAudit(t.app, order.orderId, 'deny');
    expect((await forceAudit(t.app, order.orderId, 'pass')).body).toEqual({
      code: 5015,
      msg: 'This order is not waiting for an audit decision (it is Denied).',
      data: null,
    });
    expect((await forceAudit(t.app, 999_999_999, 'pass')).body.code).toBe(5010);
    expect((await apiPost(t.app, `/dev/orders/${order.orderId}/audit`, { decision: 'maybe' })).body).toEqual({
      code: 1001,
      msg: 'decision must be "pass" or "deny".',
      data: null,
    });
    expect(
      (await apiPost(t.app, `/dev/orders/${order.orderId}/audit`, { decision: 'pass', reason: 'x' })).body
        .code,
    ).toBe(1001);
  });
});
