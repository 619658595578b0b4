import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, fail, ok, type FakeServices } from '../../renderer/testing/fake-services.ts';
import type { ApiResult } from '../../renderer/services-api.ts';
import { drawScreen, settle } from './draw-screen.tsx';

// The location card of Home (spec §7 device upload, §8 "geolocation failure is silently ignored"):
// asked in the app first, sent only after "Allow", silent whatever fails. The rest of Home is in
// home.test.tsx and home-apply.test.tsx.

const home = { userType: 0, homeProductVos: [], undwayList: [] };

let geolocation: { getCurrentPosition: ReturnType<typeof vi.fn> };
beforeEach(() => {
  geolocation = { getCurrentPosition: vi.fn() };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
});
afterEach(() => {
  localStorage.clear();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const located = (latitude: number, longitude: number) =>
  geolocation.getCurrentPosition.mockImplementation((ok: PositionCallback) =>
    ok({ coords: { latitude, longitude } } as GeolocationPosition),
  );

async function drawHome(
  needUpload: ApiResult,
  upload: ApiResult = ok({ saved: true }),
): Promise<FakeServices> {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  services.respond('home.index', ok(home));
  services.respond('device.needUpload', needUpload);
  services.respond('device.uploadInfo', upload);
  await drawScreen('home', { services });
  return services;
}

const card = () => screen.queryByRole('region', { name: 'Allow location access' });
const uploads = (services: FakeServices) => services.calls.filter((c) => c.endpoint === 'device.uploadInfo');

/** The toast region is always there; a message would be its text. */
const expectNoMessage = () => expect(screen.getByRole('status').textContent).toBe('');

async function tap(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

describe('home location card', () => {
  it('asks the server whether the location is wanted, and shows the card when it is', async () => {
    const services = await drawHome(ok({ needUpload: true }));
    expect(services.calls.map((c) => c.endpoint)).toEqual(['home.index', 'device.needUpload']);
    await waitFor(() => expect(card()).toBeTruthy());
    expect(screen.getByText("Sharing your phone's location helps us protect your account.")).toBeTruthy();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('after Allow, sends the position the phone gave, without a loader or a message', async () => {
    located(12.9716, 77.5946);
    const services = await drawHome(ok({ needUpload: true }));
    await waitFor(() => expect(card()).toBeTruthy());
    await tap('Allow');
    expect(uploads(services)).toEqual([
      { endpoint: 'device.uploadInfo', body: { gps: { latitude: 12.9716, longitude: 77.5946 } } },
    ]);
    expect(card()).toBeNull();
    expectNoMessage();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows nothing when the server does not need the location, or cannot say', async () => {
    for (const answer of [ok({ needUpload: false }), fail('Server busy, please try again', 500)]) {
      await drawHome(answer);
      await settle();
      expect(card()).toBeNull();
      expectNoMessage();
      document.body.innerHTML = '';
    }
  });

  it('says nothing when the borrower refuses in the browser, or the upload fails', async () => {
    geolocation.getCurrentPosition.mockImplementation((_ok: PositionCallback, no: PositionErrorCallback) =>
      no({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const refused = await drawHome(ok({ needUpload: true }));
    await waitFor(() => expect(card()).toBeTruthy());
    await tap('Allow');
    expect(uploads(refused)).toEqual([]);
    expectNoMessage();
    document.body.innerHTML = '';
    localStorage.clear();

    located(28.6139, 77.209);
    const failed = await drawHome(ok({ needUpload: true }), fail('Network error, please try again', -1));
    await waitFor(() => expect(card()).toBeTruthy());
    await tap('Allow');
    expect(uploads(failed)).toHaveLength(1);
    expectNoMessage();
  });

  it('does not ask again on this device for 30 days after Not now, even when the server asks', async () => {
    await drawHome(ok({ needUpload: true }));
    await waitFor(() => expect(card()).toBeTruthy());
    await tap('Not now');
    expect(card()).toBeNull();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    await drawHome(ok({ needUpload: true }));
    await settle();
    expect(card()).toBeNull();
  });
});
