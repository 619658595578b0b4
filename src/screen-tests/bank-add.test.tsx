import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallRequest } from '../../renderer/services-api.ts';
import { createFakeServices, fail, ok, type FakeServices } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { composeWord, fillIn, pressEnter, typeAt } from '../../tests/support/user-input.ts';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function type(name: string, value: string) {
  await act(async () => fillIn(box(name), value));
  await settle();
}

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

const newDelhiMain = {
  ifsc: 'SBIN0000691',
  bankId: 1,
  bankName: 'State Bank of India',
  stateId: 4,
  stateName: 'DELHI',
  cityId: 9,
  cityName: 'NEW DELHI',
  branchId: 12,
  branchName: 'NEW DELHI MAIN BRANCH',
  address: '11, SANSAD MARG, NEW DELHI 110001',
};

function signedIn(): FakeServices {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  services.respond('bank.ifscInfo', (request) =>
    (request.query as { ifsc: string }).ifsc === 'SBIN0000691'
      ? ok(newDelhiMain)
      : fail(`IFSC code ${String((request.query as { ifsc: string }).ifsc)} is not in our bank directory.`),
  );
  services.respond('bank.bindCard', ok({ id: 41 }));
  return services;
}

const bindCalls = (services: FakeServices): CallRequest[] =>
  services.calls.filter((call) => call.endpoint === 'bank.bindCard');

/**
 * The message as the borrower sees it: in the toast and under the field. Validation loads its code on
 * first use, so on a busy machine the message may come a little after the tap. A screen reader
 * hears it once, from the field's alert: the toast repeating it is drawn but not spoken.
 */
async function expectMessage(message: string, field: string) {
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
  expect(box(field).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
  expect(screen.getByRole('status').firstElementChild?.getAttribute('aria-hidden')).toBe('true');
}

describe('bank-add screen', () => {
  it('asks for the IFSC code, the account number and the account again', async () => {
    await drawScreen('bank-add', { services: signedIn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Bank Account' })).toBeTruthy();
    for (const name of ['IFSC Code', 'Bank Account', 'Confirm Account']) {
      expect(box(name).value).toBe('');
      expect(box(name).getAttribute('aria-required')).toBe('true');
    }
    expect(box('Bank Account').getAttribute('inputmode')).toBe('numeric');
  });

  it('keeps the IFSC in capitals, letters and digits only, 11 at most; account numbers digits only, 18 at most', async () => {
    await drawScreen('bank-add', { services: signedIn() });
    // The keyboard is asked for capitals and no suggestions: a code is not a word (decision 0063).
    expect(box('IFSC Code').getAttribute('autocapitalize')).toBe('characters');
    expect(box('IFSC Code').getAttribute('autocorrect')).toBe('off');
    expect(box('IFSC Code').getAttribute('spellcheck')).toBe('false');
    expect(box('Bank Account').getAttribute('autocapitalize')).toBeNull();
    await type('IFSC Code', 'sbin-000 0691xyz');
    expect(box('IFSC Code').value).toBe('SBIN0000691');
    await type('Bank Account', '5010 0123-4567 8901 2345');
    expect(box('Bank Account').value).toBe('501001234567890123');
    await type('Confirm Account', '12a34');
    expect(box('Confirm Account').value).toBe('1234');
  });

  it('raises an IFSC typed as a composed word once the keyboard commits it, not letter by letter (decision 0063)', async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services });
    // Rewritten in the middle of the word, the keyboard would write it again after itself.
    await act(async () => composeWord(box('IFSC Code'), ['s', 'sb', 'sbi'], 'sbin'));
    await settle();
    expect(box('IFSC Code').value).toBe('SBIN');
    await act(async () => composeWord(box('IFSC Code'), ['0', '00'], '0000691-x'));
    await settle();
    expect(box('IFSC Code').value).toBe('SBIN0000691');
    // The form held the word filtered all along: the branch is looked up once, by the raised code.
    expect(services.calls).toEqual([{ endpoint: 'bank.ifscInfo', query: { ifsc: 'SBIN0000691' } }]);
    expect(screen.getByText('State Bank of India, NEW DELHI MAIN BRANCH')).toBeTruthy();
  });

  it('leaves the text of a word still composed as the keyboard wrote it', async () => {
    await drawScreen('bank-add', { services: signedIn() });
    await act(async () => {
      fireEvent.compositionStart(box('IFSC Code'));
      fireEvent.input(box('IFSC Code'), { target: { value: 'hd' }, isComposing: true });
    });
    expect(box('IFSC Code').value).toBe('hd');
    await act(async () => fireEvent.compositionEnd(box('IFSC Code'), { data: 'hd' }));
    expect(box('IFSC Code').value).toBe('HD');
  });

  it("says the IFSC's format at once for a refused letter, and nothing for a refused space (decision 0065)", async () => {
    await drawScreen('bank-add', { services: signedIn() });
    const format = 'Please enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits.';
    await type('IFSC Code', 'SBIN');
    await type('IFSC Code', 'SBINक');
    expect(box('IFSC Code').value).toBe('SBIN');
    expect(screen.getByRole('alert').textContent).toBe(format);
    expect(box('IFSC Code').getAttribute('aria-invalid')).toBe('true');
    await type('IFSC Code', 'SBIN0');
    expect(screen.queryByRole('alert')).toBeNull();
    await type('IFSC Code', 'SBIN0 ');
    expect(box('IFSC Code').value).toBe('SBIN0');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the caret where it was when a keystroke in the middle is filtered', async () => {
    await drawScreen('bank-add', { services: signedIn() });
    const account = box('Bank Account');
    await type('Bank Account', '5010012345');
    account.focus();
    // A space typed after the third digit is dropped; the digits typed next go where the caret is.
    await act(async () => typeAt(account, 3, ' '));
    expect([account.value, account.selectionStart]).toEqual(['5010012345', 3]);
    await act(async () => typeAt(account, 3, '99'));
    expect([account.value, account.selectionStart]).toEqual(['501990012345', 5]);
    // A small letter raised in the middle of an IFSC leaves the caret after it.
    await type('IFSC Code', 'SIN0000691');
    box('IFSC Code').focus();
    await act(async () => typeAt(box('IFSC Code'), 1, 'b'));
    expect([box('IFSC Code').value, box('IFSC Code').selectionStart]).toEqual(['SBIN0000691', 2]);
  });

  it('says what is missing, field by field, and saves nothing', async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services });
    await press('Submit');
    await expectMessage('Please input Ifsc Code', 'IFSC Code');
    await type('IFSC Code', 'SBIN0000691');
    await press('Submit');
    await expectMessage('Please input Bank Account', 'Bank Account');
    await type('Bank Account', '501001234567');
    await press('Submit');
    await expectMessage('Please input Confirm Account', 'Confirm Account');
    expect(bindCalls(services)).toEqual([]);
  });

  it('says Please Confirm Account when the two account numbers differ, and saves nothing', async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services });
    await type('IFSC Code', 'SBIN0000691');
    await type('Bank Account', '501001234567');
    await type('Confirm Account', '501001234568');
    await press('Submit');
    await expectMessage('Please Confirm Account', 'Confirm Account');
    expect(bindCalls(services)).toEqual([]);
  });

  it('names the bank and branch of a complete IFSC code', async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services });
    await type('IFSC Code', 'SBIN000069');
    expect(services.calls).toEqual([]);
    await type('IFSC Code', 'SBIN0000691');
    expect(services.calls).toEqual([{ endpoint: 'bank.ifscInfo', query: { ifsc: 'SBIN0000691' } }]);
    expect(screen.getByText('State Bank of India, NEW DELHI MAIN BRANCH')).toBeTruthy();
  });

  it("'Forget your IFSC ?' opens the IFSC finder for the same product", async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services, route: { params: {}, query: { pid: '3' } } });
    await press('Forget your IFSC ?');
    expect(services.navigations).toEqual([{ to: '/bank/ifsc?pid=3', replace: false }]);
  });

  it('starts with the code the finder found, binds the card and returns to the loan with it', async () => {
    const services = signedIn();
    await drawScreen('bank-add', {
      services,
      route: { params: {}, query: { pid: '3', ifsc_code: 'SBIN0000691' } },
    });
    expect(box('IFSC Code').value).toBe('SBIN0000691');
    expect(screen.getByText('State Bank of India, NEW DELHI MAIN BRANCH')).toBeTruthy();
    await type('Bank Account', '501001234567');
    await type('Confirm Account', '501001234567');
    await press('Submit');
    await waitFor(() => expect(services.navigations).toHaveLength(1));
    expect(bindCalls(services)).toEqual([
      {
        endpoint: 'bank.bindCard',
        body: {
          bankCode: 'SBIN0000691',
          cardNo: '501001234567',
          confirmCardNo: '501001234567',
          productId: '3',
        },
      },
    ]);
    expect(services.navigations).toEqual([{ to: '/product/3/detail?bank_id=41', replace: true }]);
  });

  it('goes back to the scheduled loan form with the new card when it came from there, finder included', async () => {
    const services = signedIn();
    const route = { params: {}, query: { pid: '3', return: 'schedule', ifsc_code: 'SBIN0000691' } };
    await drawScreen('bank-add', { services, route });
    await press('Forget your IFSC ?');
    expect(services.navigations).toEqual([{ to: '/bank/ifsc?pid=3&return=schedule', replace: false }]);
    await type('Bank Account', '501001234567');
    await type('Confirm Account', '501001234567');
    await press('Submit');
    await waitFor(() => expect(services.navigations).toHaveLength(2));
    expect(services.navigations[1]).toEqual({ to: '/schedule/new?pid=3&bank_id=41', replace: true });
  });

  it.each([
    ['8 digits', '50100123'],
    ['zeros only', '000000000000'],
  ])(
    'refuses an account number of %s before sending it, with the message under the field',
    async (_case, account) => {
      const services = signedIn();
      await drawScreen('bank-add', { services });
      await type('IFSC Code', 'HDFC0000001');
      await type('Bank Account', account);
      await type('Confirm Account', account);
      await press('Submit');
      await expectMessage(
        'Please enter the bank account number in digits only: 9 to 18 digits.',
        'Bank Account',
      );
      expect(bindCalls(services)).toEqual([]);
    },
  );

  it('returns to the card list after binding when the borrower came without a product', async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services });
    await type('IFSC Code', 'HDFC0000001');
    await type('Bank Account', '5010000001234');
    await type('Confirm Account', '5010000001234');
    await press('Submit');
    await waitFor(() => expect(services.navigations).toHaveLength(1));
    const [bind] = bindCalls(services);
    expect(bind?.body).toEqual({
      bankCode: 'HDFC0000001',
      cardNo: '5010000001234',
      confirmCardNo: '5010000001234',
    });
    expect(services.navigations).toEqual([{ to: '/bank', replace: true }]);
  });

  it("goes from field to field on the keyboard's Enter, past 'Forget your IFSC ?', and binds the card from the last", async () => {
    const services = signedIn();
    await drawScreen('bank-add', { services });
    const enterIn = async (name: string) => {
      await act(async () => void pressEnter(box(name)));
      await settle();
    };
    await type('IFSC Code', 'HDFC0000001');
    await enterIn('IFSC Code');
    expect(document.activeElement).toBe(box('Bank Account'));
    await type('Bank Account', '5010000001234');
    await enterIn('Bank Account');
    expect(document.activeElement).toBe(box('Confirm Account'));
    expect(bindCalls(services), 'nothing is sent before the last field').toEqual([]);
    await type('Confirm Account', '5010000001234');
    await enterIn('Confirm Account');
    await waitFor(() => expect(services.navigations).toHaveLength(1));
    expect(bindCalls(services).map((call) => call.body)).toEqual([
      { bankCode: 'HDFC0000001', cardNo: '5010000001234', confirmCardNo: '5010000001234' },
    ]);
  });

  it("shows the server's message when the card is refused, and stays", async () => {
    const services = signedIn();
    services.respond(
      'bank.bindCard',
      fail(
        "IFSC code ZZZZ0123456 is not in our bank directory. Please check it, or use 'Forget your IFSC ?' to find your branch.",
        1101,
      ),
    );
    await drawScreen('bank-add', { services });
    await type('IFSC Code', 'ZZZZ0123456');
    await type('Bank Account', '5010000001234');
    await type('Confirm Account', '5010000001234');
    await press('Submit');
    await waitFor(() => expect(bindCalls(services)).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe(
      "IFSC code ZZZZ0123456 is not in our bank directory. Please check it, or use 'Forget your IFSC ?' to find your branch.",
    );
    expect(services.navigations).toEqual([]);
  });
});
