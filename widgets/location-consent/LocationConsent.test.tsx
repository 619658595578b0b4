import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { locationConsentWidget, type LocationConsentProps } from './LocationConsent.tsx';

const card: LocationConsentProps = {
  form: 'location',
  field: 'gps',
  title: 'Allow location',
  text: 'Your location helps us keep your account safe.',
};

const DAY = 24 * 60 * 60 * 1000;

/** The browser's geolocation; each test answers its prompt. */
let geolocation: { getCurrentPosition: ReturnType<typeof vi.fn> };
beforeEach(() => {
  geolocation = { getCurrentPosition: vi.fn() };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const grant = (latitude: number, longitude: number) =>
  geolocation.getCurrentPosition.mockImplementation((ok: PositionCallback) =>
    ok({ coords: { latitude, longitude } } as GeolocationPosition),
  );
const deny = () =>
  geolocation.getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  );

async function tap(name: string) {
  await act(async () => fireEvent.click(await screen.findByRole('button', { name })));
}

describe('LocationConsent', () => {
  it('asks in the app first: the browser is not asked before the borrower taps Allow', async () => {
    renderWidget(locationConsentWidget, card, { events: ['onLocated'] });
    expect(await screen.findByRole('region', { name: 'Allow location' })).toBeTruthy();
    expect(screen.getByText('Your location helps us keep your account safe.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('gives the focus of an answer to the control after the card, not to the page', async () => {
    renderWidget(locationConsentWidget, card, { events: ['onLocated'] });
    const after = document.createElement('button');
    after.textContent = 'Account';
    document.body.append(after);
    try {
      const later = await screen.findByRole('button', { name: 'Not now' });
      later.focus();
      await act(async () => fireEvent.click(later));
      expect(screen.queryByRole('region')).toBeNull();
      expect(document.activeElement).toBe(after);
    } finally {
      after.remove();
    }
  });

  it('on Allow, locates the phone, runs onLocated and goes away', async () => {
    grant(12.9716, 77.5946);
    const { fired } = renderWidget(locationConsentWidget, card, { events: ['onLocated'] });
    await tap('Allow');
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fired).toEqual(['onLocated']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['a refusal in the browser prompt', () => deny()],
    [
      'a phone that cannot locate',
      () =>
        geolocation.getCurrentPosition.mockImplementation(() => {
          throw new Error('unavailable');
        }),
    ],
    ['a browser without geolocation', () => delete (navigator as { geolocation?: unknown }).geolocation],
  ])('ignores %s silently and rests for 30 days', async (_, setUp) => {
    setUp();
    const { fired } = renderWidget(locationConsentWidget, card, { events: ['onLocated'] });
    await tap('Allow');
    expect(fired).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Number(localStorage.getItem('locationAskedAt'))).toBeGreaterThan(Date.now() - 5000);
  });

  it('on Not now, never asks the browser, and is not shown again for 30 days', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z'), toFake: ['Date'] });
    const first = renderWidget(locationConsentWidget, card);
    await tap('Not now');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    vi.setSystemTime(Date.now() + 29 * DAY);
    const later = renderWidget(locationConsentWidget, card);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
    later.unmount();

    vi.setSystemTime(Date.now() + 2 * DAY);
    renderWidget(locationConsentWidget, card);
    expect(await screen.findByRole('region', { name: 'Allow location' })).toBeTruthy();
  });

  it('rests for the days and under the key the screen names', async () => {
    localStorage.setItem('gpsCard', String(Date.now() - 8 * 24 * 60 * 60 * 1000));
    renderWidget(locationConsentWidget, { ...card, storageKey: 'gpsCard', rememberDays: 7 });
    expect(await screen.findByRole('region', { name: 'Allow location' })).toBeTruthy();
  });
});
