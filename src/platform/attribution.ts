/**
 * Ad attribution ids sent as the `fbp`, `fbc` and `fbUserId` headers (spec §7). Only first-party
 * data is read: the `_fbp`/`_fbc` cookies a site pixel may have set, and the `fbclid` parameter of
 * an ad click's landing URL. No third-party script is loaded. Development builds send empty values.
 */
import { readCookie, writeCookie } from '../session/cookies.ts';

export interface AttributionIds {
  fbp: string;
  fbc: string;
  fbUserId: string;
}

export interface Attribution {
  /** The ids as they are now (read on every call: a cookie may appear after start). */
  ids(): AttributionIds;
}

export const EMPTY_ATTRIBUTION: AttributionIds = Object.freeze({ fbp: '', fbc: '', fbUserId: '' });

/** Sends nothing: development and test builds. */
export const noAttribution: Attribution = { ids: () => EMPTY_ATTRIBUTION };

/** How long a click id is kept, as the pixel keeps its `_fbc` cookie. */
const FBC_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const MAX_ID_LENGTH = 512;

/** Header values must be plain printable ASCII; anything else (or absurdly long) is not sent. */
export function headerSafe(value: string | undefined | null): string {
  if (!value || value.length > MAX_ID_LENGTH || !/^[\x21-\x7e]+$/.test(value)) return '';
  return value;
}

/** The `fbc` value of a click: `fb.1.<creation time in ms>.<fbclid>` (the pixel's format). */
export function fbcOf(fbclid: string, nowMs: number): string {
  return `fb.1.${nowMs}.${fbclid}`;
}

export interface FirstPartyDeps {
  /** The landing URL's query (`location.search`). */
  search: string;
  now: () => number;
  readCookie: (name: string) => string | undefined;
  writeCookie: (name: string, value: string, maxAgeSeconds: number) => void;
}

/**
 * Reads the ids from first-party cookies. A landing URL with `fbclid` (an ad click) becomes the
 * `_fbc` cookie at once, so later pages (whose URL no longer has it) still send it; a cookie that
 * already holds the same click keeps its original time.
 */
export function firstPartyAttribution(deps: FirstPartyDeps): Attribution {
  const fbclid = headerSafe(new URLSearchParams(deps.search).get('fbclid'));
  let clicked = '';
  if (fbclid) {
    const known = deps.readCookie('_fbc');
    clicked = known?.endsWith(`.${fbclid}`) ? known : fbcOf(fbclid, deps.now());
    if (clicked !== known) deps.writeCookie('_fbc', clicked, FBC_MAX_AGE_SECONDS);
  }
  return {
    ids: () => ({
      fbp: headerSafe(deps.readCookie('_fbp')),
      fbc: headerSafe(deps.readCookie('_fbc')) || clicked,
      fbUserId: headerSafe(deps.readCookie('fbUserId')),
    }),
  };
}

/** The production build reads the first-party ids; every other build sends empty values. */
export function createAttribution(production: boolean = import.meta.env.PROD): Attribution {
  if (!production) return noAttribution;
  return firstPartyAttribution({
    search: window.location.search,
    now: Date.now,
    readCookie: (name) => readCookie(name),
    writeCookie,
  });
}
