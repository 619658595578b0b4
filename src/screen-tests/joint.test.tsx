import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen } from './draw-screen.tsx';

/** What the iOS app puts in the URL it opens: the signed app-login fields. */
const appQuery = {
  phone: '919876543210',
  timestamp: '1767225600',
  sign: 'a'.repeat(64),
  deviceId: 'D1E2V3',
  version: '2.3.0',
  idfv: 'IDFV-1',
  idfa: 'IDFA-1',
  systemVersion: '17.2',
  model: 'iPhone15,2',
  sdkVersion: '4.2.1',
  brand: 'Apple',
};

const { sdkVersion: _sdk, brand: _brand, ...signed } = appQuery;
/** The signed body: every field of the URL but the two that travel only as headers. */
const expectedBody = { ...signed, timestamp: 1767225600 };
/** The app-login call's headers (spec §7): the device facts, sdkVersion and brand among them. */
const expectedHeaders = {
  deviceId: 'D1E2V3',
  version: '2.3.0',
  idfv: 'IDFV-1',
  idfa: 'IDFA-1',
  sdkVersion: '4.2.1',
  brand: 'Apple',
};

const failureText =
  'We could not sign you in from the app. Please close this page and open it again from the app.';

describe('app-login bridge (/joint)', () => {
  it('signs in with the app fields, marks the session as the app, and goes home', async () => {
    const services = createFakeServices();
    services.respond('user.appLogin', ok({ token: 'app-session-token', isRegister: 0 }));
    await drawScreen('joint', { services, route: { params: {}, query: appQuery } });
    expect(services.calls).toEqual([
      { endpoint: 'user.appLogin', body: expectedBody, headers: expectedHeaders },
    ]);
    expect(services.signIns).toEqual([{ token: 'app-session-token', phone: '919876543210', isApp: true }]);
    expect(services.session.get()).toEqual({ phone: '919876543210', isApp: true, signedIn: true });
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('goes to the redirect the app asked for, replacing the bridge in history', async () => {
    const services = createFakeServices();
    services.respond('user.appLogin', ok({ token: 'app-session-token', isRegister: 1 }));
    await drawScreen('joint', {
      services,
      route: { params: {}, query: { ...appQuery, redirect: '/orders/audit?orderId=77' } },
    });
    expect(services.navigations).toEqual([{ to: '/orders/audit?orderId=77', replace: true }]);
  });

  it('a refused sign shows a clear message on the page, signs no one in and does not try again', async () => {
    const services = createFakeServices();
    services.respond('user.appLogin', fail('The app login could not be verified.', 6010));
    await drawScreen('joint', { services, route: { params: {}, query: appQuery } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(failureText);
    expect(screen.getByText('The app login could not be verified.')).toBeTruthy();
    // Shown on the page, not as a passing toast.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(services.signIns).toEqual([]);
    expect(services.navigations).toEqual([]);
    expect(services.calls).toHaveLength(1);
  });

  it('opened without the app fields, the server refuses and the page says so', async () => {
    const services = createFakeServices();
    services.respond('user.appLogin', (request) =>
      (request.body as Record<string, unknown>).sign === undefined
        ? fail('The app login could not be verified.', 6010)
        : ok({ token: 'should-not-happen', isRegister: 0 }),
    );
    await drawScreen('joint', { services, route: { params: {}, query: {} } });
    expect(services.calls).toEqual([{ endpoint: 'user.appLogin', body: {}, headers: {} }]);
    expect(screen.getByRole('alert').textContent).toBe(failureText);
    expect(services.signIns).toEqual([]);
  });
});
