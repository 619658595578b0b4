import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { fillIn, pressEnter } from '../../tests/support/user-input.ts';

afterEach(() => void vi.useRealTimers());

const phoneBox = () => screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
const codeBox = () => screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
const consent = () => screen.getByRole('checkbox') as HTMLInputElement;

async function type(box: HTMLInputElement, value: string) {
  await act(async () => fillIn(box, value));
}

/** Ticks the consent box: it starts unticked, and only the borrower ticks it (decision 0087). */
async function agree() {
  await act(async () => fireEvent.click(consent()));
}

async function press(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

describe('login screen', () => {
  it('shows the Sign In form: +91 phone, code, and the consent box for the borrower to tick', async () => {
    await drawScreen('login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('+91')).toBeTruthy();
    expect(phoneBox().getAttribute('autocomplete')).toBe('tel-national');
    expect(codeBox().getAttribute('autocomplete')).toBe('one-time-code');
    expect(consent().checked).toBe(false);
    expect(consent().getAttribute('aria-required'), 'a screen reader says the consent is required').toBe(
      'true',
    );
  });

  it('drops everything but digits as the borrower types, then keeps 10 phone and 4 code digits', async () => {
    await drawScreen('login');
    await type(phoneBox(), '98a76-54 3210');
    expect(phoneBox().value).toBe('9876543210');
    // A pasted number with spaces is longer than 10 characters: it is filtered before it is cut.
    await type(phoneBox(), '98765 43210 99');
    expect(phoneBox().value).toBe('9876543210');
    await type(codeBox(), '12 345');
    expect(codeBox().value).toBe('1234');
  });

  it('keeps the 10 digits of a number pasted with its +91 or a trunk 0, and sends the code there', async () => {
    const services = createFakeServices();
    services.respond('sms.sendCode', ok(null));
    await drawScreen('login', { services });
    // Cut to its first 10 digits, "+91 98765 43210" was 9198765432: somebody else's number.
    await type(phoneBox(), '+91 98765 43210');
    expect(phoneBox().value).toBe('9876543210');
    await type(phoneBox(), '09876543210');
    expect(phoneBox().value).toBe('9876543210');
    await press('Send code');
    expect(services.calls).toEqual([{ endpoint: 'sms.sendCode', query: { phone: '919876543210' } }]);
  });

  it('requests the code with the 91 prefix and counts 60 s down before a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = createFakeServices();
    services.respond('sms.sendCode', ok(null));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await press('Send code');
    expect(services.calls).toEqual([{ endpoint: 'sms.sendCode', query: { phone: '919876543210' } }]);
    const resend = screen.getByRole('button', { name: /Resend in 60\u00a0s/ });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: /Resend in 59\u00a0s/ })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says the number must have 10 digits and sends nothing for a short number', async () => {
    const services = createFakeServices();
    await drawScreen('login', { services });
    await type(phoneBox(), '987654321');
    await press('Send code');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a 10-digit mobile number');
    expect(services.calls).toEqual([]);
  });

  it('shows a failed code request in the error strip, and clears it on the next try', async () => {
    const services = createFakeServices();
    services.respond('sms.sendCode', fail('Too many requests, please try again later', 429));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await press('Send code');
    expect(screen.getByRole('alert').textContent).toBe('Too many requests, please try again later');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();

    services.respond('sms.sendCode', ok(null));
    await press('Send code');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts down the wait the server names when a code was sent moments ago (its answer lost)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = createFakeServices();
    const msg = 'Please wait 42 seconds before requesting a new code.';
    services.respond('sms.sendCode', fail(msg, 2001, { resendAfter: 42 }));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await press('Send code');
    expect(screen.getByRole('alert').textContent).toBe(msg);
    expect(screen.getByRole('button', { name: /Resend in 42\u00a0s/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await act(async () => void vi.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('blocks sign in with an empty code', async () => {
    const services = createFakeServices();
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await press('Sign In');
    expect(screen.getAllByText('Please enter the verification code').length).toBeGreaterThan(0);
    expect(services.calls).toEqual([]);
  });

  it('blocks sign in while the agreement is not ticked', async () => {
    const services = createFakeServices();
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await type(codeBox(), '1234');
    expect(consent().checked, 'as the screen opens').toBe(false);
    await press('Sign In');
    expect(screen.getAllByText('Please agree with Loan Guarantee Argreement.').length).toBeGreaterThan(0);
    expect(services.calls).toEqual([]);
  });

  it('signs in with the 91-prefixed phone, keeps the session and goes where the borrower was going', async () => {
    const services = createFakeServices();
    services.respond('user.login', ok({ token: 'tok-9', isRegister: 0 }));
    await drawScreen('login', { services, route: { params: {}, query: { redirect: '/orders' } } });
    await type(phoneBox(), '9876543210');
    await type(codeBox(), '1234');
    await agree();
    await press('Sign In');
    expect(services.calls).toEqual([
      { endpoint: 'user.login', body: { phone: '919876543210', code: '1234' } },
    ]);
    expect(services.signIns).toEqual([{ token: 'tok-9', phone: '919876543210' }]);
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
  });

  it('goes home after sign in when there is nowhere to go back to', async () => {
    const services = createFakeServices();
    services.respond('user.login', ok({ token: 'tok-9', isRegister: 1 }));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await type(codeBox(), '1234');
    await agree();
    await press('Sign In');
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it("Enter in the number moves to the code, and Enter in the code presses Sign In (the keyboard's Go)", async () => {
    const services = createFakeServices();
    services.respond('user.login', ok({ token: 'tok-9', isRegister: 0 }));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    phoneBox().focus();
    await act(async () => void pressEnter(phoneBox()));
    expect(document.activeElement, 'Enter in the number goes on to the code').toBe(codeBox());
    expect(services.calls, 'and signs nothing in with an empty code').toEqual([]);

    await type(codeBox(), '1234');
    await agree();
    await act(async () => void pressEnter(codeBox()));
    await settle();
    expect(services.calls).toEqual([
      { endpoint: 'user.login', body: { phone: '919876543210', code: '1234' } },
    ]);
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('Enter in the code with the number missing says what is missing, as Sign In does, and sends nothing', async () => {
    const services = createFakeServices();
    await drawScreen('login', { services });
    await type(codeBox(), '1234');
    await agree();
    await act(async () => void pressEnter(codeBox()));
    await settle();
    expect(screen.getAllByText('Please enter your mobile number').length).toBeGreaterThan(0);
    expect(services.calls).toEqual([]);
  });

  it("an Enter that commits a composed word, or a held Enter's repeats, neither moves on nor signs in", async () => {
    const services = createFakeServices();
    services.respond('user.login', ok({ token: 'tok-9', isRegister: 0 }));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await type(codeBox(), '1234');
    await agree();
    await act(async () => void pressEnter(codeBox(), { isComposing: true, keyCode: 229 }));
    await settle();
    expect(services.calls, "the keyboard's commit is not the borrower's Go").toEqual([]);

    // Enter held in the number: the first moves to the code, its repeats land there.
    phoneBox().focus();
    await act(async () => {
      pressEnter(phoneBox());
      pressEnter(codeBox(), { repeat: true });
      pressEnter(codeBox(), { repeat: true });
    });
    await settle();
    expect(document.activeElement).toBe(codeBox());
    expect(services.calls, 'a held key is not a second Enter').toEqual([]);
  });

  it("the browser's own submission of the form is always stopped: the page is not loaded again", async () => {
    const submissions: boolean[] = [];
    const record = (event: Event) => submissions.push(event.defaultPrevented);
    document.addEventListener('submit', record);
    try {
      const services = createFakeServices();
      services.respond('user.login', ok({ token: 'tok-9', isRegister: 0 }));
      await drawScreen('login', { services });
      const signIn = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
      // The form's element is made as one of its fields takes focus, before the keyboard opens.
      phoneBox().focus();
      expect(phoneBox().form).not.toBeNull();
      expect(signIn.type).toBe('submit');
      expect(signIn.form, "Sign In is the form's submit button").toBe(phoneBox().form);
      expect(codeBox().form).toBe(phoneBox().form);
      await type(phoneBox(), '9876543210');
      await type(codeBox(), '1234');
      await agree();
      await press('Sign In');
      expect(services.calls).toHaveLength(1);
      expect(submissions).toEqual([true]);
    } finally {
      document.removeEventListener('submit', record);
    }
  });

  it('shows a refused sign in as a toast and stays', async () => {
    const services = createFakeServices();
    services.respond('user.login', fail('Incorrect verification code', 1003));
    await drawScreen('login', { services });
    await type(phoneBox(), '9876543210');
    await type(codeBox(), '9999');
    await agree();
    await press('Sign In');
    expect(screen.getByText('Incorrect verification code')).toBeTruthy();
    expect(services.signIns).toEqual([]);
    expect(services.navigations).toEqual([]);
  });
});
