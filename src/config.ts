/** Build-time settings of the app shell (override with VITE_* variables at build time). */
export const API_BASE = '/api1';
/** Spec §9: every call times out after 100 s. */
export const API_TIMEOUT_MS = 100_000;
/** Sent as the `packageName` header; identifies this web app to the server. */
export const PACKAGE_NAME: string = import.meta.env.VITE_PACKAGE_NAME ?? 'in.loanapp.h5';
/** Paths where a -4 answer must not throw the borrower out to sign in (spec §4). */
export const CONTACT_PATHS: readonly string[] = ['/auth/contacts', '/verify/contact2'];
/** Paths a visitor without a token may open (spec §2). */
export const EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/download',
  '/alert',
  '/verify/contact2',
  '/orders/audit',
  '/joint',
];
export const LOGIN_PATH = '/login';
/** Telemetry events are posted here (spec §7; the contract's `telemetry.track`). */
export const TELEMETRY_PATH = '/burying-point/v2/burying-point';
/** Android visitors are sent here: the product is offered to them as an app (spec §1). */
export const DOWNLOAD_PATH = '/download';
/** The only pages an Android visitor opens in the browser: the download page, the iOS-only notice, the app login. */
export const ANDROID_PATHS: readonly string[] = [DOWNLOAD_PATH, '/alert', '/joint'];
