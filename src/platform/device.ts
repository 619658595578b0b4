/** What the app knows about the device: the `os` header value and whether the iOS app hosts the page. */
import type { PlatformInfo } from '../../renderer/services-api.ts';
import { nativeBridgeAvailable } from './ios-bridge.ts';

export function osOf(userAgent: string): PlatformInfo['os'] {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios-h5' : 'android-h5';
}

export function detectPlatform(userAgent: string = navigator.userAgent): PlatformInfo {
  const os = osOf(userAgent);
  const isIos = os === 'ios-h5';
  return { os, isIos, isAndroid: !isIos, isIosApp: isIos && nativeBridgeAvailable() };
}
