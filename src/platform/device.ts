/**
 * What the app knows about the device: the `os` header value, whether the phone is an Android one
 * (those visitors are sent to the app download page) and whether the iOS app hosts the page.
 */
import type { PlatformInfo } from '../../renderer/services-api.ts';
import { nativeBridgeAvailable } from './ios-bridge.ts';

/** The `os` header (spec §7) has two values: everything that is not an iPhone or iPad is sent as android-h5. */
export function osOf(userAgent: string): PlatformInfo['os'] {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios-h5' : 'android-h5';
}

/**
 * An Android phone or tablet by its user agent. A desktop browser is neither iOS nor Android: it is
 * not sent away to the download page (staff and developers open the app there).
 */
export function isAndroidUserAgent(userAgent: string): boolean {
  return /Android/i.test(userAgent) && !/iPhone|iPad|iPod/i.test(userAgent);
}

export function detectPlatform(userAgent: string = navigator.userAgent): PlatformInfo {
  const os = osOf(userAgent);
  const isIos = os === 'ios-h5';
  return {
    os,
    isIos,
    isAndroid: isAndroidUserAgent(userAgent),
    isIosApp: isIos && nativeBridgeAvailable(),
  };
}
