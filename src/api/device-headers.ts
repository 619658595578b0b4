/**
 * The headers every /api1 call carries besides the token (spec §7): a random id for this browser,
 * the platform, the app package name and the ad attribution ids (platform/attribution.ts); and the
 * borrower's language, in which the server says why it refused a call (decision 0043).
 */
import type { PlatformInfo } from '../../renderer/services-api.ts';
import type { CopyLocale } from '../app/copy-locale.ts';
import { PACKAGE_NAME } from '../config.ts';
import { EMPTY_ATTRIBUTION, type AttributionIds } from '../platform/attribution.ts';

const UUID_KEY = 'web_uuid';

/** RFC 4122 version 4 from the CSPRNG; `crypto.randomUUID` is missing outside secure contexts. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of this visit when the browser keeps nothing (set on first use). */
let visitUuid: string | undefined;

/**
 * The browser's id, created once and kept. Where storage is refused (some iOS webviews, blocked
 * site data) it is kept for the visit: the server knows a repeated Sign In by it (decision 0101).
 */
export function webUuid(): string {
  try {
    const known = localStorage.getItem(UUID_KEY);
    if (known) return known;
    // Storage that refused a write earlier and takes one now keeps the id the visit already has.
    const fresh = visitUuid ?? randomUuid();
    localStorage.setItem(UUID_KEY, fresh);
    return fresh;
  } catch {
    visitUuid ??= randomUuid();
    return visitUuid;
  }
}

export function deviceHeaders(
  platform: Pick<PlatformInfo, 'os'>,
  attribution: AttributionIds = EMPTY_ATTRIBUTION,
  locale: CopyLocale = 'en',
): Record<string, string> {
  return {
    'x-locale': locale,
    web_uuid: webUuid(),
    os: platform.os,
    packageName: PACKAGE_NAME,
    fbp: attribution.fbp,
    fbc: attribution.fbc,
    fbUserId: attribution.fbUserId,
  };
}
