import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen } from './draw-screen.tsx';
import { installObjectUrls, photo, pickPhoto, press, signedIn, toastText } from './onboarding-support.tsx';

let removeUrls: () => void;
beforeEach(() => void (removeUrls = installObjectUrls()));
afterEach(() => removeUrls());

const route = { params: {}, query: { pid: '3', step: '2', as: '5' } };

function servicesWith() {
  const services = createFakeServices(signedIn);
  services.respond(
    'auth.livingCheckConfig',
    ok({ kycPageType: 1, maxImageBytes: 10485760, capture: 'user', accept: 'image/jpeg,image/png' }),
  );
  return services;
}

const picker = () =>
  screen.getByLabelText(/Your face/, { selector: 'input[type="file"]' }) as HTMLInputElement;

describe('face recognition screen', () => {
  it('takes a photo with the front camera, in the kinds the check accepts', async () => {
    await drawScreen('auth-face', { services: servicesWith(), route });
    expect(screen.getByText('Step 2 / 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Face Recognition' })).toBeTruthy();
    expect(picker().getAttribute('capture')).toBe('user');
    expect(picker().accept).toBe('image/jpeg,image/png');
  });

  it("says 'Please Upload Face Recognition ' and sends nothing without a photo", async () => {
    const services = servicesWith();
    await drawScreen('auth-face', { services, route });
    await press('Submit');
    expect(toastText()).toBe('Please Upload Face Recognition ');
    expect(services.calls.map((call) => call.endpoint)).toEqual(['auth.livingCheckConfig']);
  });

  it('sends the photo to the face check, then shows the result keeping pid, step and as', async () => {
    const services = servicesWith();
    services.respond(
      'auth.livingCheck',
      ok({ passed: true, reference: 'face-1', message: 'Face recognition passed.' }),
    );
    await drawScreen('auth-face', { services, route });
    const selfie = photo('selfie.jpg');
    await pickPhoto(/Your face/, selfie);
    await press('Submit');
    expect(services.calls.at(-1)).toEqual({ endpoint: 'auth.livingCheck', body: { image: selfie } });
    expect(services.navigations).toEqual([{ to: '/auth/face/result?pid=3&step=2&as=5', replace: true }]);
  });

  it('shows a refused photo with the server message and stays', async () => {
    const services = servicesWith();
    services.respond('auth.livingCheck', fail('Please upload a photo: a JPEG or PNG image.', 4011));
    await drawScreen('auth-face', { services, route });
    await pickPhoto(/Your face/, photo('selfie.jpg'));
    await press('Submit');
    expect(toastText()).toBe('Please upload a photo: a JPEG or PNG image.');
    expect(services.navigations).toEqual([]);
  });
});
