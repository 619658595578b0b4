import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { createFakeServices, fail, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { renders } from '../testing/test-widgets.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

const login: ScreenDocument = {
  id: 'login',
  format: 1,
  version: 1,
  route: { path: '/login', title: 'Sign In', auth: false },
  forms: {
    login: {
      fields: {
        phone: {
          default: '',
          input: 'digits',
          maxLength: 10,
          rules: [
            { rule: 'required', message: 'Please enter your mobile number' },
            { rule: 'phone', message: 'Please enter a valid mobile number' },
          ],
        },
        code: {
          default: '',
          input: 'digits',
          maxLength: 6,
          rules: [
            { rule: 'required', message: 'Please enter the OTP' },
            { rule: 'length', value: 6, message: 'Please enter the 6-digit code' },
          ],
        },
        agree: {
          default: true,
          rules: [{ rule: 'checked', message: 'Please agree with Loan Guarantee Argreement.' }],
        },
      },
    },
  },
  body: [
    { type: 'Text', props: { text: 'Sign in', testId: 'title' } },
    { type: 'TextField', props: { form: 'login', field: 'phone', label: 'Mobile number', testId: 'phone' } },
    { type: 'TextField', props: { form: 'login', field: 'code', label: 'OTP', testId: 'code' } },
    {
      type: 'TextField',
      props: { form: 'login', field: 'agree', label: 'I agree', type: 'checkbox', testId: 'agree' },
    },
    {
      type: 'Button',
      props: {
        label: 'Sign In',
        testId: 'submit',
        disabled: { $ne: [{ $fn: 'len', args: [{ $bind: 'form.login.phone' }] }, 10] },
      },
      onPress: {
        action: 'submit',
        form: 'login',
        onValid: {
          action: 'call',
          endpoint: 'user.login',
          body: { phone: { $bind: 'form.login.phone' }, code: { $bind: 'form.login.code' } },
        },
      },
    },
  ],
};

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fillIn(input(name), value);

describe('forms on a screen', () => {
  beforeEach(() => renders.clear());

  it('typing in one field re-renders neither the other fields nor the screen, only the node that reads it', async () => {
    await renderScreen(login);
    const before = new Map(renders);
    type('Mobile number', '98765');
    type('Mobile number', '9876543210');
    await settle();
    expect(renders.get('code')).toBe(before.get('code'));
    expect(renders.get('agree')).toBe(before.get('agree'));
    expect(renders.get('title')).toBe(before.get('title'));
    expect(renders.get('phone')).toBe(before.get('phone'));
    // The button reads form.login.phone: it is the one node that follows the typing.
    expect(renders.get('submit')).toBeGreaterThan(before.get('submit') ?? 0);
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('filters what is typed and cuts it to maxLength', async () => {
    await renderScreen(login);
    type('Mobile number', '+91 98765-43210');
    expect(input('Mobile number').value).toBe('9198765432');
    expect(input('Mobile number').maxLength).toBe(10);
    expect(input('Mobile number').getAttribute('aria-required')).toBe('true');
    expect(input('I agree').getAttribute('aria-required')).toBe('true');
  });

  it('shows the first message of an invalid form, marks and focuses the field, then revalidates as the borrower types', async () => {
    const { services } = await renderScreen(login);
    type('Mobile number', '1234567890');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(services.calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Please enter a valid mobile number');
    expect(input('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Mobile number'));
    expect(screen.getByText('Please enter the OTP')).toBeTruthy();

    type('Mobile number', '9876543210');
    type('OTP', '123');
    await settle();
    expect(input('Mobile number').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please enter the 6-digit code')).toBeTruthy();
  });

  it("marks the fields a server's refusal names, focuses the first, and clears a mark once its field is changed", async () => {
    const services = createFakeServices();
    services.respond(
      'user.login',
      fail('Please correct the following', 4051, {
        errorColumn: [
          { column: 'code', msg: 'This code has expired' },
          { column: 'phone', msg: 'This number is blocked' },
          { column: 'nope', msg: 'No such field' },
        ],
      }),
    );
    await renderScreen(login, { services });
    type('Mobile number', '9876543210');
    type('OTP', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(screen.getByText('This number is blocked')).toBeTruthy();
    expect(screen.getByText('This code has expired')).toBeTruthy();
    expect(screen.queryByText('No such field')).toBeNull();
    expect(input('OTP').getAttribute('aria-invalid')).toBe('true');
    // The first in the order the borrower reads them, not the server's.
    expect(document.activeElement).toBe(input('Mobile number'));
    // Without onError, the server's own message is the toast.
    expect(screen.getByRole('status').textContent).toBe('Please correct the following');

    type('Mobile number', '9876543211');
    await settle();
    expect(screen.queryByText('This number is blocked')).toBeNull();
    expect(input('Mobile number').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('This code has expired')).toBeTruthy();
  });

  it('runs onValid with the form values in scope', async () => {
    const services = createFakeServices();
    services.respond('user.login', ok({ token: 't' }));
    await renderScreen(login, { services });
    type('Mobile number', '9876543210');
    type('OTP', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(services.calls).toEqual([
      { endpoint: 'user.login', body: { phone: '9876543210', code: '123456' } },
    ]);
  });

  it('blocks a form whose agreement box is unticked', async () => {
    const { services } = await renderScreen(login);
    type('Mobile number', '9876543210');
    type('OTP', '123456');
    expect(input('I agree').checked).toBe(true);
    fireEvent.click(input('I agree'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(services.calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Please agree with Loan Guarantee Argreement.');
  });

  it('reports a field widget bound to a field the screen does not declare, and still draws it', async () => {
    const { services } = await renderScreen({
      ...login,
      body: [{ type: 'TextField', props: { form: 'login', field: 'email', label: 'E-mail' } }],
    });
    type('E-mail', 'a@b.in');
    expect(input('E-mail').value).toBe('a@b.in');
    expect(services.reports).toEqual([
      { kind: 'field.unknown', detail: { screen: 'login', form: 'login', field: 'email' } },
    ]);
  });
});
