import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      'letters in the account',
      { ...good, cardNo: '12345A', confirmCardNo: '12345A' },
      1001,
      'Please enter the bank account number in digits only, at most 19 digits.',
    ],
    [
      'an account of 20 digits',
      { ...good, cardNo: '12345678901234567890', confirmCardNo: '12345678901234567890' },
      1001,
      'Please enter the bank account number in digits only, at most 19 digits.',
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
    const { body } = await bind(me.token, { ...good, bankCode: 'sbin0000691' });
    expect(body).toEqual({ code: 0, msg: 'success', data: { id: expect.any(Number) } });
    expect(await cardsOf(me.token)).toEqual({
      code: 0,
      msg: 'success',
      data: [
        {
          id: body.data.id,
          cardNo: '********9012',
          bankCode: 'SBIN0000691',
          bankName: 'State Bank of India',
        },
      ],
    });
  });

  it('returns the card already saved when the same account is bound again', async () => {
    const me = await signIn(t.app);
    const first = await bind(me.token, good);
    const again = await bind(me.token, { ...good, cardNo: ' 123456789012 ', confirmCardNo: '123456789012' });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await cardRows(me.phone)).toBe(1);
    const other = await bind(me.token, {
      ...good,
      bankCode: 'HDFC0000184',
      cardNo: '5010',
      confirmCardNo: '5010',
    });
    expect(other.body.data.id).not.toBe(first.body.data.id);
    const listed = (await cardsOf(me.token)).data;
    expect(listed.map((card) => [card.cardNo, card.bankName])).toEqual([
      ['5010', 'HDFC Bank'],
      ['********9012', 'State Bank of India'],
    ]);
  });

  it("never shows a borrower another borrower's cards", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    await bind(owner.token, good);
    expect((await cardsOf(other.token)).data).toEqual([]);
    expect((await cardsOf(owner.token)).data).toHaveLength(1);
  });

  it(`stops at ${MAX_CARDS_PER_BORROWER} cards per borrower`, async () => {
    const me = await signIn(t.app);
    for (let i = 0; i < MAX_CARDS_PER_BORROWER; i += 1) {
      const account = `9000${i}`;
      const { body } = await bind(me.token, { ...good, cardNo: account, confirmCardNo: account });
      expect(body.code).toBe(0);
    }
    const { body } = await bind(me.token, { ...good, cardNo: '777', confirmCardNo: '777' });
    expect(body).toEqual({
      code: 4102,
      msg: `You can add at most ${MAX_CARDS_PER_BORROWER} bank accounts.`,
      data: null,
    });
    expect(await cardRows(me.phone)).toBe(MAX_CARDS_PER_BORROWER);
    // An account already saved is still answered with its card.
    expect((await bind(me.token, { ...good, cardNo: '90000', confirmCardNo: '90000' })).body.code).toBe(0);
  });

  it('is for signed-in borrowers only', async () => {
    expect((await apiPost(t.app, '/bank/v1/bind-card', good)).body).toMatchObject({ code: -4 });
    expect((await apiGet(t.app, '/bank/v1/find-user-bank-card')).body).toMatchObject({ code: -4 });
  });
});
