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
