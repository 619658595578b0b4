import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen } from './draw-screen.tsx';

const signedIn = () =>
  createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });

const copy =
  'Rupee Loans helps salaried people in India borrow small amounts for short periods.\n\n' +
  'Loans are given by Example Finance Ltd, a registered NBFC.';

describe('about us screen', () => {
  it("shows the app's name and the staff-written copy, paragraphs kept", async () => {
    const services = signedIn();
    services.respond('client.aboutUs', ok({ appName: 'Rupee Loans', copywriting: copy }));
    await drawScreen('about', { services });
    expect(services.calls).toEqual([{ endpoint: 'client.aboutUs' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rupee Loans' })).toBeTruthy();
    const text = screen.getByText(/Rupee Loans helps salaried people/);
    // One text drawn with its line breaks (white-space: pre-line): the blank line between paragraphs stays.
    expect(text.textContent).toBe(copy);
  });

  it('shows markup in the copy as text: nothing in it can run or become an element', async () => {
    const services = signedIn();
    const hostile = 'Welcome <img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    services.respond('client.aboutUs', ok({ appName: 'Rupee Loans', copywriting: hostile }));
    await drawScreen('about', { services });
    expect(screen.getByText(hostile).textContent).toBe(hostile);
    expect(document.body.querySelector('img, script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows the server message and no empty card when the copy cannot be loaded', async () => {
    const services = signedIn();
    services.respond('client.aboutUs', fail('Network error, please try again', -1));
    await drawScreen('about', { services });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Network error, please try again');
  });

  it('says so on the page, once the message has gone, and leads back to Account', async () => {
    const services = signedIn();
    services.respond(
      'client.aboutUs',
      fail('This page is not available right now. Please try again later.', 6031),
    );
    await drawScreen('about', { services });
    expect(screen.getByText('About us cannot be shown right now. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Account' }));
    expect(services.navigations).toEqual([{ to: '/personal', replace: true }]);
  });

  it('shows no such message or button when the copy is there', async () => {
    const services = signedIn();
    services.respond('client.aboutUs', ok({ appName: 'Rupee Loans', copywriting: copy }));
    await drawScreen('about', { services });
    expect(screen.queryByText(/cannot be shown/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Account' })).toBeNull();
  });
});
