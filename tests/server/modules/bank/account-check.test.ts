/**
 * Adding a card asks the bank whose the account is (decision 0095), here the sandbox bank, whose
 * answers go by the account number's first digits (server/providers/account-check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../../server/clock.ts';
import { CHECKS_PER_DAY } from '../../../../server/modules/bank/account-check-rules.ts';
import { createAccountCheckService } from '../../../../server/modules/bank/account-check-service.ts';
import { apiPost } from '../../helpers/api.ts';
import { completeProfileInDb, userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in borrower whose KYC verified the name "asha verma" (the profile helper's). */
async function borrowerWithKyc() {
  const me = await signIn(t.app);
  const userId = await userIdOfPhone(t.db, me.phone);
  await completeProfileInDb(t.db, userId, { skip: ['bankCard'] });
  return { ...me, userId };
}

/** An account number of this borrower's alone, starting with the sandbox bank's `prefix`. */
const accountOf = (phone: string, prefix: string) => `${prefix}${phone.slice(-10)}`;

const bind = (token: string, accountNo: string) =>
  apiPost<{ id: number }>(
    t.app,
    '/bank/v1/bind-card',
    { bankCode: 'SBIN0000691', cardNo: accountNo, confirmCardNo: accountNo },
    { token },
  );

const cardsOf = (userId: number) => countRows(t.db, 'bank_cards', 'user_id = $1', [userId]);

async function checkOf(userId: number, accountNo: string) {
  const { rows } = await t.db.query<{ state: string; asked_at: Date; registered_name: string | null }>(
    'SELECT state, asked_at, registered_name FROM bank_account_checks WHERE user_id = $1 AND account_no = $2',
    [userId, accountNo],
  );
  return rows[0];
}

const advance = (minutes: number) => apiPost(t.app, '/dev/clock', { advanceMinutes: minutes });

describe('adding a card checks the account with the bank first', () => {
  it('saves an account the bank holds in the borrower name, with the name the bank gave', async () => {
    const me = await borrowerWithKyc();
    const accountNo = accountOf(me.phone, '50');
    const { body } = await bind(me.token, accountNo);
    expect(body.code).toBe(0);
    const { rows } = await t.db.query<{ holder_name: string }>(
      'SELECT holder_name FROM bank_cards WHERE id = $1',
      [body.data.id],
    );
    expect(rows[0]?.holder_name).toBe('ASHA VERMA');
    expect((await checkOf(me.userId, accountNo))?.state).toBe('active');
  });

  it('refuses an account the bank does not know, saves no card, and does not pay to ask again', async () => {
    const me = await borrowerWithKyc();
    const accountNo = accountOf(me.phone, '333');
    const first = await bind(me.token, accountNo);
    expect(first.body).toEqual({
      code: 4104,
      msg: 'Your bank says this account does not exist or cannot receive money. Please check the account number and IFSC code, or add another account.',
      data: null,
    });
    expect(await cardsOf(me.userId)).toBe(0);
    const asked = (await checkOf(me.userId, accountNo))?.asked_at;
    await advance(5);
    expect((await bind(me.token, accountNo)).body.code).toBe(4104);
    // The same answer, from the same check: asked once.
    expect((await checkOf(me.userId, accountNo))?.asked_at).toEqual(asked);
  });

  it('refuses an account in another person name, and keeps the name the bank gave', async () => {
    const me = await borrowerWithKyc();
    const accountNo = accountOf(me.phone, '444');
    const { body } = await bind(me.token, accountNo);
    expect(body).toEqual({
      code: 4105,
      msg: 'Your bank says this account is not in your name. Please add a bank account in your own name.',
      data: null,
    });
    expect(await cardsOf(me.userId)).toBe(0);
    expect(await checkOf(me.userId, accountNo)).toMatchObject({
      state: 'active',
      registered_name: 'RAVI SHANKAR PILLAI',
    });
  });

  it('says the bank is still confirming, then saves the card once it has answered', async () => {
    const me = await borrowerWithKyc();
    const accountNo = accountOf(me.phone, '555');
    const pending = {
      code: 4106,
      msg: 'Your bank is still confirming this account. Please tap Submit again in a minute.',
      data: null,
    };
    expect((await bind(me.token, accountNo)).body).toEqual(pending);
    const asked = (await checkOf(me.userId, accountNo))?.asked_at;
    expect((await bind(me.token, accountNo)).body).toEqual(pending);
    expect(await cardsOf(me.userId)).toBe(0);
    await advance(2);
    expect((await bind(me.token, accountNo)).body.code).toBe(0);
    expect(await cardsOf(me.userId)).toBe(1);
    // Looked at again by its id, never asked afresh.
    expect((await checkOf(me.userId, accountNo))?.asked_at).toEqual(asked);
  });

  it('says the bank could not confirm it when the bank cannot check, and asks afresh next time', async () => {
    const me = await borrowerWithKyc();
    const accountNo = accountOf(me.phone, '666');
    const { body } = await bind(me.token, accountNo);
    expect(body).toEqual({
      code: 4107,
      msg: 'We could not confirm this account with your bank just now. Please try again in a few minutes.',
      data: null,
    });
    expect(await cardsOf(me.userId)).toBe(0);
    const asked = (await checkOf(me.userId, accountNo))?.asked_at;
    await advance(1);
    expect((await bind(me.token, accountNo)).body.code).toBe(4107);
    expect((await checkOf(me.userId, accountNo))?.asked_at).not.toEqual(asked);
  });

  it('saves an account of a borrower with no KYC name: only its existence is known', async () => {
    const me = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, me.phone);
    const { body } = await bind(me.token, accountOf(me.phone, '444'));
    expect(body.code).toBe(0);
    expect(await cardsOf(userId)).toBe(1);
  });

  it(`checks at most ${CHECKS_PER_DAY} accounts of a borrower a day`, async () => {
    const me = await borrowerWithKyc();
    const accounts = Array.from({ length: CHECKS_PER_DAY + 1 }, (_, i) => accountOf(me.phone, `333${i}`));
    for (const accountNo of accounts.slice(0, CHECKS_PER_DAY))
      expect((await bind(me.token, accountNo)).body.code).toBe(4104);
    const refused = await bind(me.token, accounts[CHECKS_PER_DAY] as string);
    expect(refused.body).toEqual({
      code: 4108,
      msg: `You have checked ${CHECKS_PER_DAY} bank accounts today. Please try again tomorrow, or use one you have already added.`,
      data: null,
    });
    expect(await checkOf(me.userId, accounts[CHECKS_PER_DAY] as string)).toBeUndefined();
    // An account checked today is still answered, and a day later a new one is checked.
    expect((await bind(me.token, accounts[0] as string)).body.code).toBe(4104);
    await apiPost(t.app, '/dev/clock', { advanceDays: 1 });
    expect((await bind(me.token, accountOf(me.phone, '50'))).body.code).toBe(0);
  });

  it('asks the bank nothing for an account another borrower added', async () => {
    const owner = await borrowerWithKyc();
    const accountNo = accountOf(owner.phone, '50');
    expect((await bind(owner.token, accountNo)).body.code).toBe(0);
    const other = await borrowerWithKyc();
    expect((await bind(other.token, accountNo)).body.code).toBe(4103);
    // Kept only to count among the day's checks (decision 0086, amended): no answer of the bank.
    expect(await checkOf(other.userId, accountNo)).toMatchObject({
      state: 'another-borrower',
      registered_name: null,
    });
  });

  it("counts accounts refused as another borrower's among the day's checks", async () => {
    const [owner, other] = [await borrowerWithKyc(), await borrowerWithKyc()];
    const [taken, takenToo] = [accountOf(owner.phone, '50'), accountOf(owner.phone, '51')];
    for (const accountNo of [taken, takenToo]) expect((await bind(owner.token, accountNo)).body.code).toBe(0);
    expect((await bind(other.token, taken)).body.code).toBe(4103);
    // The same number again is not one more.
    expect((await bind(other.token, taken)).body.code).toBe(4103);
    const unknown = Array.from({ length: CHECKS_PER_DAY }, (_, i) => accountOf(other.phone, `333${i}`));
    for (const accountNo of unknown.slice(0, CHECKS_PER_DAY - 1))
      expect((await bind(other.token, accountNo)).body.code).toBe(4104);
    // The refusal was the first of the day's checks: the next new number is over the limit.
    expect((await bind(other.token, unknown[CHECKS_PER_DAY - 1] as string)).body.code).toBe(4108);

    // Once they are spent, another borrower's account is refused like any new number: the answer
    // no longer tells whether someone borrows here with it.
    const refused = await bind(other.token, takenToo);
    expect(refused.body).toEqual({
      code: 4108,
      msg: `You have checked ${CHECKS_PER_DAY} bank accounts today. Please try again tomorrow, or use one you have already added.`,
      data: null,
    });
    expect(await checkOf(other.userId, takenToo)).toBeUndefined();
    expect(await cardsOf(other.userId)).toBe(0);
  });
});

describe('a bank that cannot be reached', () => {
  /** The check service over the test database, with a bank whose every call fails. */
  function unreachable() {
    const calls: string[] = [];
    const fail = async (what: string) => {
      calls.push(what);
      throw new Error('connect ETIMEDOUT');
    };
    const service = createAccountCheckService({
      db: t.db,
      clock: systemClock(),
      log: { warn: () => undefined },
      bank: { check: () => fail('check'), checkStatus: () => fail('checkStatus') },
    });
    return { service, calls };
  }

  it('is said plainly, and leaves no check behind, so the next tap asks at once', async () => {
    const me = await borrowerWithKyc();
    const key = { userId: me.userId, ifsc: 'SBIN0000691', accountNo: accountOf(me.phone, '50') };
    const { service, calls } = unreachable();
    await expect(service.confirm(key)).rejects.toMatchObject({ errorName: 'BANK_CHECK_UNAVAILABLE' });
    expect(await checkOf(me.userId, key.accountNo)).toBeUndefined();
    await expect(service.confirm(key)).rejects.toMatchObject({ errorName: 'BANK_CHECK_UNAVAILABLE' });
    expect(calls).toEqual(['check', 'check']);
  });

  it('keeps a check in progress when asking how it stands fails: it is paid for', async () => {
    const me = await borrowerWithKyc();
    const accountNo = accountOf(me.phone, '555');
    expect((await bind(me.token, accountNo)).body.code).toBe(4106);
    const { service, calls } = unreachable();
    await expect(
      service.confirm({ userId: me.userId, ifsc: 'SBIN0000691', accountNo }),
    ).rejects.toMatchObject({ errorName: 'BANK_CHECK_UNAVAILABLE' });
    expect(calls).toEqual(['checkStatus']);
    expect((await checkOf(me.userId, accountNo))?.state).toBe('in-progress');
  });
});
