import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, PlatformInfo } from '../../renderer/services-api.ts';
import {
  ANDROID_H5,
  createFakeServices,
  fail,
  ok,
  type FakeServices,
} from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';

// The install guide of Home (spec §4): iOS Safari only, closed once for good (recommendPwa).

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IOS_H5: PlatformInfo = { os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: false };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function drawHome(
  platform: PlatformInfo,
  needUpload: Parameters<FakeServices['respond']>[1] = ok({ needUpload: false }),
  isApp = false,
) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
  const services = createFakeServices({
    session: { signedIn: true, isApp, phone: '919876543210' },
    platform,
  });
  services.respond('home.index', ok({ userType: 0, homeProductVos: [], undwayList: [] }));
  services.respond('device.needUpload', needUpload);
  await drawScreen('home', { services });
  await settle();
}

const guide = () => screen.queryByRole('region', { name: 'Add the app to your Home Screen' });

describe('home install guide', () => {
  it('shows an iOS Safari borrower the three steps: Share, Add to Home Screen, Add', async () => {
    await drawHome(IOS_H5);
    const region = await screen.findByRole('region', { name: 'Add the app to your Home Screen' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tap Share', 'Tap Add to Home Screen', 'Tap Add']);
  });

  it('is closed once for good: recommendPwa is stored and the next visit shows nothing', async () => {
    await drawHome(IOS_H5);
    await screen.findByRole('region', { name: 'Add the app to your Home Screen' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(guide()).toBeNull();
    expect(localStorage.getItem('recommendPwa')).toBe('1');
    document.body.innerHTML = '';
    await drawHome(IOS_H5);
    expect(guide()).toBeNull();
  });

  it('is not offered inside the iOS app, nor to an Android visitor', async () => {
    await drawHome({ ...IOS_H5, isIosApp: true });
    expect(guide()).toBeNull();
    document.body.innerHTML = '';
    await drawHome(ANDROID_H5);
    expect(guide()).toBeNull();
  });

  it("is not offered to a session the iOS app signed in (/joint), even where the app's webview looks like Safari", async () => {
    await drawHome(IOS_H5, undefined, true);
    expect(guide()).toBeNull();
  });

  it('waits for the location question, so the location card never pushes it down (decision 0058)', async () => {
    let answer: (result: ApiResult) => void = () => undefined;
    await drawHome(IOS_H5, () => new Promise<ApiResult>((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(guide()).toBeNull();

    await act(async () => answer(ok({ needUpload: true })));
    await settle();
    const card = screen.getByRole('region', { name: 'Allow location access' });
    const region = await screen.findByRole('region', { name: 'Add the app to your Home Screen' });
    // Both arrive in one draw, the card above the guide, as the screen orders them.
    expect(card.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is shown when the location question fails too, without a message', async () => {
    await drawHome(IOS_H5, fail('Network error, please try again', -1));
    expect(await screen.findByRole('region', { name: 'Add the app to your Home Screen' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Allow location access' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
