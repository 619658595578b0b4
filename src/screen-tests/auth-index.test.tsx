import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen } from './draw-screen.tsx';
import { press, signedIn } from './onboarding-support.tsx';

const steps = [
  { key: 'identity', name: 'KYC', done: 1 },
  { key: 'face', name: 'Face Recognition', done: 0 },
  { key: 'basic', name: 'Basic Information', done: 0 },
  { key: 'work', name: 'Work Information', done: 0 },
  { key: 'contacts', name: 'Emergency Contacts', done: 0 },
];
const flags = { basic: 0, work: 0, kycAadhaarAndPan: 1, kycFaceAndHold: 0, contact: 0 };
const pid = { params: {}, query: { pid: '3' } };

function servicesWith(answer: ReturnType<typeof ok>) {
  const services = createFakeServices(signedIn);
  services.respond('auth.findUserAuth', answer);
  return services;
}

describe('auth index (router only)', () => {
  it('opens the first step still to do with pid, its position and the number of steps, replacing itself', async () => {
    const services = servicesWith(
      ok({
        userAuthConfigVoList: steps,
        ...flags,
        next: { key: 'face', step: 2, as: 5, route: '/auth/face' },
      }),
    );
    await drawScreen('auth-index', { services, route: pid });
    expect(services.navigations).toEqual([{ to: '/auth/face?pid=3&step=2&as=5', replace: true }]);
  });

  it('goes on to the loan confirmation of the product when every step is done', async () => {
    const services = servicesWith(
      ok({
        userAuthConfigVoList: steps.map((step) => ({ ...step, done: 1 })),
        ...{ basic: 1, work: 1, kycAadhaarAndPan: 1, kycFaceAndHold: 1, contact: 1 },
        next: null,
      }),
    );
    await drawScreen('auth-index', { services, route: pid });
    expect(services.navigations).toEqual([{ to: '/product/3/detail', replace: true }]);
  });

  it('shows nothing of its own while it asks (only the loader)', async () => {
    const services = servicesWith(
      ok({
        userAuthConfigVoList: steps,
        ...flags,
        next: { key: 'face', step: 2, as: 5, route: '/auth/face' },
      }),
    );
    await drawScreen('auth-index', { services, route: pid });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a failure in an Info dialog with OK, and can ask again', async () => {
    const services = servicesWith(fail('The service is busy. Please try again.', 1001));
    await drawScreen('auth-index', { services, route: pid });
    const dialog = screen.getByRole('dialog', { name: 'Info' });
    expect(within(dialog).getByText('The service is busy. Please try again.')).toBeTruthy();
    expect(services.navigations).toEqual([]);
    await press('OK');
    expect(screen.queryByRole('dialog')).toBeNull();

    services.respond(
      'auth.findUserAuth',
      ok({
        userAuthConfigVoList: steps,
        ...flags,
        next: { key: 'basic', step: 3, as: 5, route: '/auth/basic' },
      }),
    );
    await press('Try again');
    expect(services.navigations).toEqual([{ to: '/auth/basic?pid=3&step=3&as=5', replace: true }]);
  });
});
