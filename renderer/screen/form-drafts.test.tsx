import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import type { ApiResult } from '../services-api.ts';
import { createFakeServices, fail, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { fillIn, tap } from '../../tests/support/user-input.ts';

/** The bank account form as a screen with `draft` keeps it: Submit sends it, then leaves. */
const bankForm: ScreenDocument = {
  id: 'bank.add',
  format: 2,
  version: 1,
  route: { path: '/bank/add', title: 'Add Bank Account' },
  forms: {
    card: {
      draft: true,
      fields: {
        account: {
          default: '',
          input: 'digits',
          rules: [{ rule: 'required', message: 'Enter the account' }],
        },
        code: { default: '', draft: false },
      },
    },
  },
  body: [
    { type: 'TextField', props: { form: 'card', field: 'account', label: 'Account number' } },
    { type: 'TextField', props: { form: 'card', field: 'code', label: 'Code' } },
    {
      type: 'Button',
      props: { label: 'Submit' },
      onPress: {
        action: 'submit',
        form: 'card',
        onValid: {
          action: 'call',
          endpoint: 'bank.add',
          body: { $bind: 'form.card' },
          onSuccess: { action: 'navigate', to: '/bank', replace: true },
        },
      },
    },
  ],
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function pageGoesOutOfSight() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe("a screen's form drafts", () => {
  it('keeps what was typed when the page goes out of sight, and puts it back on the next visit', async () => {
    const services = createFakeServices();
    const first = await renderScreen(bankForm, { services });
    fillIn(input('Account number'), '123456789012');
    fillIn(input('Code'), 'SBIN0001234');
    act(() => pageGoesOutOfSight());
    expect(services.keptDrafts.get('bank.add#card')).toEqual({ account: '123456789012' });
    first.unmount();

    // The tab was killed and drawn again: a new visit with the same tab storage.
    await renderScreen(bankForm, { services });
    expect(input('Account number').value).toBe('123456789012');
    expect(input('Code').value).toBe('');
  });

  it('keeps the draft when the borrower leaves for another screen (the IFSC finder)', async () => {
    const services = createFakeServices();
    const view = await renderScreen(bankForm, { services });
    fillIn(input('Account number'), '987654321');
    view.unmount();
    expect(services.keptDrafts.get('bank.add#card')).toEqual({ account: '987654321' });
  });

  it('drops the draft once the form was sent and the screen left', async () => {
    const services = createFakeServices();
    services.respond('bank.add', ok({ id: 3 }));
    const view = await renderScreen(bankForm, { services });
    fillIn(input('Account number'), '123456789012');
    act(() => pageGoesOutOfSight());
    tap(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(services.navigations).toEqual([{ to: '/bank', replace: true }]);
    view.unmount();
    expect(services.keptDrafts.size).toBe(0);
  });

  it('keeps the draft when the page goes while the call is out, and drops it once the call went through', async () => {
    const services = createFakeServices();
    let answer: (result: ApiResult) => void = () => undefined;
    services.respond('bank.add', () => new Promise<ApiResult>((resolve) => (answer = resolve)));
    const view = await renderScreen(bankForm, { services });
    fillIn(input('Account number'), '123456789012');
    tap(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    // The phone kills the tab behind the loader: what was typed is kept.
    act(() => pageGoesOutOfSight());
    expect(services.keptDrafts.get('bank.add#card')).toEqual({ account: '123456789012' });
    answer(ok({ id: 3 }));
    await settle();
    expect(services.navigations).toEqual([{ to: '/bank', replace: true }]);
    expect(services.keptDrafts.size).toBe(0);
    view.unmount();
    expect(services.keptDrafts.size).toBe(0);
  });

  it('keeps the draft when what was sent was refused, and the borrower goes away', async () => {
    const services = createFakeServices();
    services.respond('bank.add', fail('This account is already added'));
    await renderScreen(bankForm, { services });
    fillIn(input('Account number'), '123456789012');
    tap(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(services.keptDrafts.size).toBe(0);
    act(() => pageGoesOutOfSight());
    expect(services.keptDrafts.get('bank.add#card')).toEqual({ account: '123456789012' });
  });
});
