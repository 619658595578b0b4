import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS_PER_DAY } from '../../../../server/modules/bank/account-check-rules.ts';
import { MAX_CARDS_PER_BORROWER } from '../../../../server/modules/bank/cards-service.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Card = { id: number; cardNo: string; bankCode: string; bankName: string };

const bind = (token: string, body: unknown) =>
  apiPost<{ id: number }>(t.app, '/bank/v1/bind-card', body, { token });
const cardsOf = async (token: string) =>
  (await apiGet<Card[]>(t.app, '/bank/v1/find-user-bank-card', { token })).body;
const cardRows = async (phone: string) =>
  countRows(t.db, 'bank_cards', 'user_id = $1', [await userIdOfPhone(t.db, phone)]);

/** A valid account number of the borrower's own: one account is one borrower's (decision 0086). */
const accountOf = (phone: string, suffix = '') => `5010${phone.slice(-10)}${suffix}`;
const ownCard = (phone: string, suffix = '') => ({
  ...good,
  cardNo: accountOf(phone, suffix),
  confirmCardNo: accountOf(phone, suffix),
});

const good = {
  bankCode: 'SBIN0000691',
  cardNo: '123456789012',
  confirmCardNo: '123456789012',
  productId: 1,
  clientId: 'h5',
};

describe('POST /api1/bank/v1/bind-card', () => {
  it.each([
    ['no IFSC', { cardNo: '1234', confirmCardNo: '1234' }, 1001, 'Please input Ifsc Code'],
    ['an empty IFSC', { ...good, bankCode: '  ' }, 1001, 'Please input Ifsc Code'],
    ['no account', { bankCode: 'SBIN0000691', confirmCardNo: '1234' }, 1001, 'Please input Bank Account'],
    ['an empty account', { ...good, cardNo: '' }, 1001, 'Please input Bank Account'],
    ['no confirmation', { bankCode: 'SBIN0000691', cardNo: '1234' }, 1001, 'Please input Confirm Account'],
    ['an empty confirmation', { ...good, confirmCardNo: '' }, 1001, 'Please input Confirm Account'],
    [
      'a confirmation that differs',
      { ...good, confirmCardNo: '123456789013' },
      1001,
      'Please Confirm Account',
    ],
    [
      'a malformed IFSC',
      { ...good, bankCode: 'SBIN1000691' },
      1001,
      'Please enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits.',
    ],
    [
      // toUpperCase would make the dotless ı an I: SBIN0000691, a code the borrower did not type.
      'an IFSC with a lookalike letter',
      { ...good, bankCode: 'SB\u0131N0000691' },
      1001,
      'Please enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits.',
    ],
    [
      'letters in the account',
      { ...good, cardNo: '12345678A', confirmCardNo: '12345678A' },
      1001,
      'Please enter the bank account number in digits only: 9 to 18 digits.',
    ],
    [
      'an account of 20 digits',
      { ...good, cardNo: '12345678901234567890', confirmCardNo: '12345678901234567890' },
      1001,
      'Please enter the bank account number in digits only: 9 to 18 digits.',
    ],
    [
      'an account of 19 digits',
      { ...good, cardNo: '1234567890123456789', confirmCardNo: '1234567890123456789' },
      1001,
      'Please enter the bank account number in digits only: 9 to 18 digits.',
    ],
    [
      'an account of 8 digits',
      { ...good, cardNo: '12345678', confirmCardNo: '12345678' },
      1001,
      'Please enter the bank account number in digits only: 9 to 18 digits.',
    ],
    [
      'an account of zeros',
      { ...good, cardNo: '0000000000', confirmCardNo: '0000000000' },
      1001,
      'Please enter the bank account number in digits only: 9 to 18 digits.',
    ],
    [
      'an IFSC not in the directory',
      { ...good, bankCode: 'ZZZZ0123456' },
      4101,
      "IFSC code ZZZZ0123456 is not in our bank directory. Please check it, or use 'Forget your IFSC ?' to find your branch.",
    ],
  ])('refuses %s with its message and saves nothing', async (_case, body, code, msg) => {
    const me = await signIn(t.app);
    const { body: answer } = await bind(me.token, body);
    expect(answer).toEqual({ code, msg, data: null });
    expect(await cardRows(me.phone)).toBe(0);
  });

  it("saves the borrower's card and lists it masked with the bank's name", async () => {
    const me = await signIn(t.app);
    const { body } = await bind(me.token, { ...ownCard(me.phone), bankCode: 'sbin0000691' });
    expect(body).toEqual({ code: 0, msg: 'success', data: { id: expect.any(Number) } });
    expect(await cardsOf(me.token)).toEqual({
      code: 0,
      msg: 'success',
      data: [
        {
          id: body.data.id,
          cardNo: `**********${accountOf(me.phone).slice(-4)}`,
          bankCode: 'SBIN0000691',
          bankName: 'State Bank of India',
        },
      ],
    });
  });

  it('returns the card already saved when the same account is bound again', async () => {
    const me = await signIn(t.app);
    const first = await bind(me.token, ownCard(me.phone));
    const account = accountOf(me.phone);
    const again = await bind(me.token, { ...good, cardNo: ` ${account} `, confirmCardNo: account });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await cardRows(me.phone)).toBe(1);
    const other = await bind(me.token, { ...ownCard(me.phone, '9'), bankCode: 'HDFC0000184' });
    expect(other.body.data.id).not.toBe(first.body.data.id);
    const listed = (await cardsOf(me.token)).data;
    expect(listed.map((card) => [card.cardNo, card.bankName])).toEqual([
      [`***********${accountOf(me.phone, '9').slice(-4)}`, 'HDFC Bank'],
      [`**********${account.slice(-4)}`, 'State Bank of India'],
    ]);
  });

  it("never shows a borrower another borrower's cards", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    await bind(owner.token, ownCard(owner.phone));
    expect((await cardsOf(other.token)).data).toEqual([]);
    expect((await cardsOf(owner.token)).data).toHaveLength(1);
  });

  it(`stops at ${MAX_CARDS_PER_BORROWER} cards per borrower`, async () => {
    const me = await signIn(t.app);
    for (let i = 0; i < MAX_CARDS_PER_BORROWER; i += 1) {
      // The bank checks at most CHECKS_PER_DAY new accounts of a borrower a day (decision 0095).
      if (i > 0 && i % CHECKS_PER_DAY === 0) await apiPost(t.app, '/dev/clock', { advanceDays: 1 });
      const { body } = await bind(me.token, ownCard(me.phone, String(i)));
      expect(body.code).toBe(0);
    }
    const { body } = await bind(me.token, ownCard(me.phone, '77'));
    expect(body).toEqual({
      code: 4102,
      msg: `You can add at most ${MAX_CARDS_PER_BORROWER} bank accounts.`,
      data: null,
    });
    expect(await cardRows(me.phone)).toBe(MAX_CARDS_PER_BORROWER);
    // An account already saved is still answered with its card.
    expect((await bind(me.token, ownCard(me.phone, '0'))).body.code).toBe(0);
  });

  it(`answers every new account alike at ${MAX_CARDS_PER_BORROWER} cards, another borrower's too`, async () => {
    const owner = await signIn(t.app);
    const me = await signIn(t.app);
    expect((await bind(owner.token, ownCard(owner.phone))).body.code).toBe(0);
    const userId = await userIdOfPhone(t.db, me.phone);
    for (let i = 0; i < MAX_CARDS_PER_BORROWER; i += 1)
      await t.db.query(
        `INSERT INTO bank_cards (user_id, ifsc, account_no, created_at) VALUES ($1, 'SBIN0000691', $2, now())`,
        [userId, accountOf(me.phone, String(i))],
      );
    const limit = await bind(me.token, ownCard(me.phone, '77'));
    expect(limit.body.code).toBe(4102);
    // Not 4103: the limit's refusal must not tell whose a number is.
    expect((await bind(me.token, ownCard(owner.phone))).body).toEqual(limit.body);
  });

  it('refuses an account another borrower added, at any branch of that bank, and saves nothing', async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    expect((await bind(owner.token, ownCard(owner.phone))).body.code).toBe(0);
    const refusal = {
      code: 4103,
      msg: 'This bank account has already been added by someone else. Please add a bank account in your own name.',
      data: null,
    };
    expect((await bind(other.token, ownCard(owner.phone))).body).toEqual(refusal);
    expect((await bind(other.token, { ...ownCard(owner.phone), bankCode: 'SBIN0005943' })).body).toEqual(
      refusal,
    );
    expect(await cardRows(other.phone)).toBe(0);
    // The same number at another bank is another account.
    expect((await bind(other.token, { ...ownCard(owner.phone), bankCode: 'HDFC0000184' })).body.code).toBe(0);
  });

  it('two borrowers adding one account at the same moment: one has it, the other is refused', async () => {
    const [a, b] = [await signIn(t.app), await signIn(t.app)];
    const card = ownCard(a.phone, '5');
    const answers = await Promise.all([bind(a.token, card), bind(b.token, card)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 4103]);
    expect(await countRows(t.db, 'bank_cards', 'account_no = $1', [card.cardNo])).toBe(1);
  });

  it('is for signed-in borrowers only', async () => {
    expect((await apiPost(t.app, '/bank/v1/bind-card', good)).body).toMatchObject({ code: -4 });
    expect((await apiGet(t.app, '/bank/v1/find-user-bank-card')).body).toMatchObject({ code: -4 });
  });
});
