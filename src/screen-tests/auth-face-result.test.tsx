import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen } from './draw-screen.tsx';
import { press, signedIn, toastText } from './onboarding-support.tsx';

const route = { params: {}, query: { pid: '3', step: '2', as: '5' } };

function servicesWith(result: Record<string, unknown>) {
  const services = createFakeServices(signedIn);
  services.respond('auth.faceResult', ok(result));
  return services;
}

const checked = { checked: true, reference: 'face-1', checkedAt: '2026-05-01T10:00:00.000Z' };

describe('face result screen', () => {
  it('on success confirms the face step and goes on with NEXT to /auth/kyc', async () => {
    const services = servicesWith({ ...checked, passed: true, message: 'Face recognition passed.' });
    services.respond('auth.livingHold', ok({ passed: true, reference: 'face-1' }));
    await drawScreen('auth-face-result', { services, route });
    expect(screen.getByRole('heading', { level: 2, name: 'Success' })).toBeTruthy();
    expect(screen.getByText('Face recognition passed.')).toBeTruthy();
    await press('NEXT');
    expect(services.calls.map((call) => call.endpoint)).toEqual(['auth.faceResult', 'auth.livingHold']);
    expect(services.navigations).toEqual([{ to: '/auth/kyc?pid=3', replace: true }]);
  });

  it('on failure says why, and NEXT goes back to take the photo again', async () => {
    const message = 'No face was found in the photo. Please take a photo of your face in good light.';
    const services = servicesWith({ ...checked, passed: false, message });
    await drawScreen('auth-face-result', { services, route });
    expect(screen.getByRole('heading', { level: 2, name: 'Failed' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Success' })).toBeNull();
    await press('NEXT');
    expect(services.navigations).toEqual([{ to: '/auth/face?pid=3&step=2&as=5', replace: true }]);
  });

  it('asks for the photo when none was checked yet', async () => {
    await drawScreen('auth-face-result', {
      services: servicesWith({
        checked: false,
        passed: false,
        reference: null,
        message: '',
        checkedAt: null,
      }),
      route,
    });
    expect(screen.getByText('Please Upload Face Recognition ', { normalizer: (text) => text })).toBeTruthy();
    // Nothing failed yet: no "Failed" heading for a photo never taken.
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('stays when the face step cannot be confirmed, with the server message', async () => {
    const services = servicesWith({ ...checked, passed: true, message: 'Face recognition passed.' });
    services.respond('auth.livingHold', {
      ok: false,
      error: { code: 4041, msg: 'Please Upload Face Recognition ' },
    });
    await drawScreen('auth-face-result', { services, route });
    await press('NEXT');
    expect(toastText()).toBe('Please Upload Face Recognition ');
    expect(services.navigations).toEqual([]);
  });
});
