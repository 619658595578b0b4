import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { clientConfig } from './contact-fixtures.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
  // The validation code loads on the first check (a real module import): wait until no button is busy.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

async function openFeedback() {
  const services = createFakeServices();
  services.respond('client.config', ok(clientConfig()));
  await drawScreen('overlay.feedback', { services });
  await press('Feedback');
  return services;
}

const box = () => screen.getByRole('textbox', { name: 'Your feedback' }) as HTMLInputElement;
const counter = () => screen.getByText(/^\d+ \/ 300$/);

async function type(value: string) {
  await act(async () => fillIn(box(), value));
}

const saves = (services: { calls: Array<{ endpoint: string }> }) =>
  services.calls.filter((call) => call.endpoint === 'feedback.save');

describe('feedback overlay', () => {
  it('loads nothing until the borrower asks', async () => {
    const services = createFakeServices();
    await drawScreen('overlay.feedback', { services });
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(services.calls).toEqual([]);
  });

  it('opens a dialog with the customer phone and e-mail as call and mail links; Close closes it', async () => {
    await openFeedback();
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    expect(dialog.querySelector('a[href="tel:+91 80 1234 5678"]')!.textContent).toBe('+91 80 1234 5678');
    expect(dialog.querySelector('a[href="mailto:care@loan.example"]')!.textContent).toBe('care@loan.example');
    await press('Close');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("counts the characters as the borrower types, 'n / 300', and takes no more than 300", async () => {
    await openFeedback();
    expect(counter().textContent).toBe('0 / 300');
    await type('Great app');
    expect(counter().textContent).toBe('9 / 300');
    await type('a'.repeat(320));
    expect(box().value).toHaveLength(300);
    expect(counter().textContent).toBe('300 / 300');
  });

  it('saves the feedback, thanks the borrower, clears the form and closes the dialog', async () => {
    const services = await openFeedback();
    services.respond('feedback.save', ok({ id: 41 }));
    await type('Please add UPI repayment, thanks!');
    await press('Submit');
    expect(saves(services)).toEqual([
      { endpoint: 'feedback.save', body: { content: 'Please add UPI repayment, thanks!' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Opened again: a fresh form, not one complaining that it is empty.
    await press('Feedback');
    expect(box().value).toBe('');
    expect(counter().textContent).toBe('0 / 300');
    expect(box().getAttribute('aria-invalid')).toBeNull();
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('refuses an empty feedback without calling the server', async () => {
    const services = await openFeedback();
    await type('   ');
    await press('Submit');
    expect(saves(services)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Please write your feedback.');
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      'Please write your feedback.',
    );
  });

  it('refuses characters other than letters, digits, spaces and _ ? ! , . and keeps the text', async () => {
    const services = await openFeedback();
    for (const text of ['Rate is 30% p.a.', 'Call me: 98765', '<b>hi</b>', 'a-b', 'great 👍', 'tab\there']) {
      await type(text);
      await press('Submit');
      expect(screen.getByRole('status').textContent).toBe(
        'Please use only letters, digits, spaces and _ ? ! , .',
      );
    }
    expect(saves(services)).toEqual([]);
    expect(box().value).toBe('tab\there');
  });

  it('accepts letters of other scripts with their vowel signs, as the server does', async () => {
    const services = await openFeedback();
    services.respond('feedback.save', ok({ id: 42 }));
    await type('नमस्ते, बहुत अच्छा, thanks_team? Yes!');
    await press('Submit');
    expect(saves(services)).toHaveLength(1);
  });

  it('accepts a Hindi sentence that ends with a danda, as the server does (decision 0060)', async () => {
    const services = await openFeedback();
    services.respond('feedback.save', ok({ id: 43 }));
    await type('ऐप बहुत अच्छा है। धन्यवाद॥');
    await press('Submit');
    expect(saves(services)).toEqual([
      { endpoint: 'feedback.save', body: { content: 'ऐप बहुत अच्छा है। धन्यवाद॥' } },
    ]);
  });

  it("shows the server's refusal and keeps the text and the dialog", async () => {
    const services = await openFeedback();
    services.respond(
      'feedback.save',
      fail('Please write your feedback with letters, digits, spaces and _ ? ! , . only (at most 300).', 6001),
    );
    await type('Good service');
    await press('Submit');
    expect(screen.getByRole('status').textContent).toBe(
      'Please write your feedback with letters, digits, spaces and _ ? ! , . only (at most 300).',
    );
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeTruthy();
    expect(box().value).toBe('Good service');
  });
});
