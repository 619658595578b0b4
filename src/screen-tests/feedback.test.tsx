import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';

const config = {
  customer: { phone: '+91 80 1234 5678', email: 'care@loan.example' },
  lender: { name: 'Example Finance Ltd' },
  grievance: { name: 'A. Officer', phone: '+91 80 8765 4321', email: 'grievance@loan.example' },
};

describe('feedback overlay', () => {
  it('loads nothing until the borrower asks', async () => {
    const services = createFakeServices();
    await drawScreen('overlay.feedback', { services });
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(services.calls).toEqual([]);
  });

  it('opens a dialog with the customer phone and e-mail as call and mail links; Close closes it', async () => {
    const services = createFakeServices();
    services.respond('client.config', ok(config));
    await drawScreen('overlay.feedback', { services });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Feedback' })));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    expect(dialog.querySelector('a[href="tel:+91 80 1234 5678"]')!.textContent).toBe('+91 80 1234 5678');
    expect(dialog.querySelector('a[href="mailto:care@loan.example"]')!.textContent).toBe('care@loan.example');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
