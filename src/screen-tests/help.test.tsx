import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { clientConfig } from './contact-fixtures.ts';
import { drawScreen } from './draw-screen.tsx';

const faq = [
  { title: 'How do I apply?', content: 'Choose a product and follow the steps.' },
  { title: 'How do I repay?', content: 'Open the order and tap Repayment.' },
];

const grievanceCard = () =>
  screen.getByRole('heading', { level: 2, name: 'Grievance redressal' }).parentElement as HTMLElement;

describe('help screen', () => {
  it('shows the FAQ as an accordion with the first answer open; a tap toggles', async () => {
    const services = createFakeServices();
    services.respond('client.faq', ok(faq));
    services.respond('client.config', ok(clientConfig()));
    await drawScreen('help', { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    const first = screen.getByRole('button', { name: 'How do I apply?' });
    const second = screen.getByRole('button', { name: 'How do I repay?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Choose a product and follow the steps.')).toBeTruthy();

    fireEvent.click(second);
    expect(screen.getByText('Open the order and tap Repayment.')).toBeTruthy();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('below the FAQ, names the grievance officer and the lender with call and mail links', async () => {
    const services = createFakeServices();
    services.respond('client.faq', ok(faq));
    services.respond('client.config', ok(clientConfig()));
    await drawScreen('help', { services });
    const card = grievanceCard();
    const lastQuestion = screen.getByRole('button', { name: 'How do I repay?' });
    expect(lastQuestion.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const value = (label: string) =>
      within(card).getByText(label).closest('dl')!.querySelector('dd')!.textContent;
    expect(value('Grievance Officer')).toBe('A. Officer');
    expect(value('Lender')).toBe('Example Finance Ltd');
    expect(card.querySelector('a[href="tel:+91 80 8765 4321"]')!.textContent).toBe('+91 80 8765 4321');
    expect(card.querySelector('a[href="mailto:grievance@loan.example"]')!.textContent).toBe(
      'grievance@loan.example',
    );
  });

  it('still shows the FAQ when the contact details cannot be loaded, without an empty grievance card', async () => {
    const services = createFakeServices();
    services.respond('client.faq', ok(faq));
    services.respond('client.config', fail('Network error, please try again', -1));
    await drawScreen('help', { services });
    expect(screen.getByRole('button', { name: 'How do I apply?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Grievance redressal' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Network error, please try again');
  });
});
