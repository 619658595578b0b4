import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen } from './draw-screen.tsx';

describe('help screen', () => {
  it('shows the FAQ as an accordion with the first answer open; a tap toggles', async () => {
    const services = createFakeServices();
    services.respond(
      'client.faq',
      ok([
        { title: 'How do I apply?', content: 'Choose a product and follow the steps.' },
        { title: 'How do I repay?', content: 'Open the order and tap Repayment.' },
      ]),
    );
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
});
