import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, spinnerIn } from '../test-support.tsx';
import { WRAPPED_LINE } from '../../renderer/form-field-api.ts';
import { textFieldWidget } from './TextField.tsx';
import { fillIn, tap } from '../../tests/support/user-input.ts';

// Outside a screen the field binds to a standalone form: what the borrower sees and types is tested
// here; the form's filters, rules and error messages are tested with the login screen in src/app.
const phone = {
  form: 'login',
  field: 'phone',
  label: 'Mobile number',
  prefix: '+91',
  inputMode: 'numeric',
  type: 'tel',
  autoComplete: 'tel-national',
  placeholder: '10-digit mobile number',
} as const;

describe('TextField', () => {
  it('is a text box named by its visible label, with the prefix as its description', () => {
    renderWidget(textFieldWidget, phone);
    const input = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(screen.getByText('Mobile number').tagName).toBe('LABEL');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.type).toBe('tel');
    expect(input.placeholder).toBe('10-digit mobile number');
    const description = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(description!.textContent).toBe('+91');
  });

  it('keeps what the borrower types', () => {
    renderWidget(textFieldWidget, phone);
    const input = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    fillIn(input, '9876543210');
    expect(input.value).toBe('9876543210');
  });

  it('can keep its label for screen readers only', () => {
    renderWidget(textFieldWidget, { form: 'f', field: 'q', label: 'Search', hideLabel: true });
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Search').className).toBe('visually-hidden');
  });

  it('runs onAction from the button in its row, busy with its spinner until the actions finish', async () => {
    const { fired } = renderWidget(
      textFieldWidget,
      { ...phone, action: { label: 'Send code' } },
      { events: ['onAction'], delayMs: 30 },
    );
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    send.focus();
    await act(async () => fireEvent.click(send));
    // Unavailable to assistive technology, but not disabled, so it keeps the focus (decision 0081).
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(spinnerIn(send)).not.toBeNull();
    // The spinner covers the label, which still names the button.
    expect(screen.getByRole('button', { name: 'Send code' })).toBe(send);
    await act(async () => fireEvent.click(send));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fired).toEqual(['onAction']);
    expect(send.getAttribute('aria-disabled')).toBeNull();
    expect(spinnerIn(send)).toBeNull();
  });

  it('shows the action disabled with the label the screen gives (a resend countdown)', async () => {
    const { fired } = renderWidget(
      textFieldWidget,
      { ...phone, action: { label: 'Resend in 59 s', disabled: true } },
      { events: ['onAction'] },
    );
    const resend = screen.getByRole('button', { name: 'Resend in 59 s' });
    // Turned off, not disabled: a button under the focus keeps it (decision 0081).
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    await act(async () => tap(resend));
    expect(fired).toEqual([]);
  });

  it('starts with the value the screen brings (an IFSC code from the URL) and does not put it back once cleared', () => {
    const ifsc = { form: 'card', field: 'ifsc', label: 'IFSC Code', defaultValue: 'SBIN0000691' };
    const { rerender } = renderWidget(textFieldWidget, ifsc);
    const input = screen.getByRole('textbox', { name: 'IFSC Code' }) as HTMLInputElement;
    expect(input.value).toBe('SBIN0000691');
    fillIn(input, '');
    rerender({ ...ifsc });
    expect(input.value).toBe('');
    rerender({ ...ifsc, defaultValue: 'HDFC0000001' });
    expect(input.value).toBe('HDFC0000001');
  });

  it("keeps what the borrower typed when the screen's value arrives later", () => {
    const ifsc: { form: string; field: string; label: string; defaultValue?: string } = {
      form: 'card',
      field: 'ifsc',
      label: 'IFSC Code',
    };
    const { rerender } = renderWidget(textFieldWidget, ifsc);
    const input = screen.getByRole('textbox', { name: 'IFSC Code' }) as HTMLInputElement;
    fillIn(input, 'ICIC0000001');
    rerender({ ...ifsc, defaultValue: 'SBIN0000691' });
    expect(input.value).toBe('ICIC0000001');
  });

  it('can be shown read-only: the borrower reads the value but cannot change it', () => {
    renderWidget(textFieldWidget, { form: 'kyc', field: 'aadhaar', label: 'Aadhaar number', readOnly: true });
    const input = screen.getByRole('textbox', { name: 'Aadhaar number' }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.closest('[data-readonly]')?.getAttribute('data-readonly')).toBe('true');
  });

  it('is editable unless the screen says read-only', () => {
    renderWidget(textFieldWidget, { form: 'kyc', field: 'aadhaar', label: 'Aadhaar number' });
    expect((screen.getByRole('textbox', { name: 'Aadhaar number' }) as HTMLInputElement).readOnly).toBe(
      false,
    );
  });

  it('shows a long answer over the lines the screen asks for, and keeps it one line', () => {
    renderWidget(textFieldWidget, { form: 'feedback', field: 'content', label: 'Your feedback', lines: 4 });
    const box = screen.getByRole('textbox', { name: 'Your feedback' }) as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.rows).toBe(4);
    // Enter moves on there, as in a one-line field (renderer/forms/enter-key.test.ts).
    expect(box.hasAttribute(WRAPPED_LINE)).toBe(true);
    expect(box.getAttribute('enterkeyhint')).toBe('done');
    fillIn(box, 'Please add UPI.\nThanks!');
    expect(box.value).toBe('Please add UPI. Thanks!');
  });

  it('is one line unless the screen asks for more', () => {
    renderWidget(textFieldWidget, { form: 'feedback', field: 'content', label: 'Your feedback' });
    expect(screen.getByRole('textbox', { name: 'Your feedback' }).tagName).toBe('INPUT');
  });

  it('has no action button unless the screen asks for one', () => {
    renderWidget(textFieldWidget, { form: 'login', field: 'code', label: 'Verification code' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
