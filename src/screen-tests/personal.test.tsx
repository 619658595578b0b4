import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';

const signedIn = () =>
  createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });

async function tap(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

describe('personal screen', () => {
  it('shows the signed-in phone masked', async () => {
    await drawScreen('personal', { services: signedIn() });
    const phone = screen.getByRole('heading', { level: 2, name: '+91 ending in 3210' });
    expect(phone.querySelector('[aria-hidden="true"]')?.textContent, 'the mask drawn, not read').toBe(
      '******',
    );
  });

  it('leads to Order History, Scheduled Orders, Help Center and About us, in that order', async () => {
    const services = signedIn();
    await drawScreen('personal', { services });
    expect(
      screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .slice(0, 4),
    ).toEqual(['Order History', 'Scheduled Orders', 'Help Center', 'About us']);
    await tap('Order History');
    await tap('Scheduled Orders');
    await tap('Help Center');
    await tap('About us');
    expect(services.navigations).toEqual([
      { to: '/orders', replace: false },
      { to: '/schedule', replace: false },
      { to: '/personal/help', replace: false },
      { to: '/personal/aboutus', replace: false },
    ]);
  });

  it('Quit revokes the session on the server, forgets it and goes to sign in', async () => {
    const services = signedIn();
    services.respond('user.logout', ok(null));
    await drawScreen('personal', { services });
    await tap('Quit');
    expect(services.calls).toEqual([{ endpoint: 'user.logout' }]);
    expect(services.signOuts).toBe(1);
    expect(services.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('Quit still signs out on this phone when the server cannot be reached', async () => {
    const services = signedIn();
    services.respond('user.logout', fail('Network error, please try again', -1));
    await drawScreen('personal', { services });
    await tap('Quit');
    expect(services.signOuts).toBe(1);
    expect(services.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('has the bottom navigation with Account current', async () => {
    const services = signedIn();
    await drawScreen('personal', { services });
    expect(screen.getByRole('navigation').querySelector('[aria-current="page"]')!.textContent).toBe(
      'Account',
    );
    await tap('Home');
    expect(services.navigations).toEqual([{ to: '/', replace: false }]);
  });
});
