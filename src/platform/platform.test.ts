import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard.ts';
import { detectPlatform, osOf } from './device.ts';
import { postToNativeApp } from './ios-bridge.ts';
import { installRecordingNativeBridge, type RecordedBridgeMessage } from './recording-native-bridge.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

afterEach(() => {
  delete (window as unknown as { webkit?: unknown }).webkit;
  delete (window as unknown as { __nativeBridgeMessages?: unknown }).__nativeBridgeMessages;
});

describe('device', () => {
  it.each([
    [IPHONE, 'ios-h5'],
    [IPAD, 'ios-h5'],
    [ANDROID, 'android-h5'],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/120', 'android-h5'],
  ])('%s is %s', (ua, os) => {
    expect(osOf(ua)).toBe(os);
  });

  it('calls only an Android phone Android: a desktop browser is not sent to the download page', () => {
    expect(detectPlatform(ANDROID)).toMatchObject({ os: 'android-h5', isAndroid: true, isIos: false });
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Firefox/120')).toMatchObject({
      os: 'android-h5',
      isAndroid: false,
      isIos: false,
    });
    expect(detectPlatform(IPHONE).isAndroid).toBe(false);
  });

  it('knows it runs inside the iOS app only when the native bridge is there', () => {
    expect(detectPlatform(IPHONE)).toEqual({ os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: false });
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: {} };
    expect(detectPlatform(IPHONE).isIosApp).toBe(true);
    expect(detectPlatform(ANDROID).isIosApp).toBe(false);
  });
});

describe('iOS bridge', () => {
  it('hands the message to the handler the app registered', () => {
    const postMessage = vi.fn();
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { finish: { postMessage } } };
    expect(postToNativeApp('finish')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ message: 'finish' });
    expect(postToNativeApp('openStoreReview')).toBe(false);
  });

  it('does nothing in a plain browser', () => {
    expect(postToNativeApp('openStoreReview')).toBe(false);
  });

  it('delivers both messages to the recording bridge end-to-end tests install', () => {
    installRecordingNativeBridge();
    expect(detectPlatform(IPHONE).isIosApp).toBe(true);
    expect(postToNativeApp('openStoreReview')).toBe(true);
    expect(postToNativeApp('finish')).toBe(true);
    const recorded = (window as unknown as { __nativeBridgeMessages: RecordedBridgeMessage[] })
      .__nativeBridgeMessages;
    expect(recorded).toEqual([
      { name: 'openStoreReview', body: { message: 'openStoreReview' } },
      { name: 'finish', body: { message: 'finish' } },
    ]);
  });
});

describe('clipboard', () => {
  it('copies through the Clipboard API when it exists', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('https://loan.example/alert')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://loan.example/alert');
    vi.unstubAllGlobals();
  });
});
