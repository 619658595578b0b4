import { describe, expect, it } from 'vitest';
import { guardRedirect, opensOnSignIn, type GuardInput } from './guard.ts';

const cases: Array<[string, GuardInput, string | null]> = [
  ['signed in: any page opens', { pathname: '/orders', search: '', hasToken: true, routeAuth: true }, null],
  [
    'signed out: home goes to sign in',
    { pathname: '/', search: '', hasToken: false, routeAuth: true },
    '/login?redirect=%2F',
  ],
  [
    'signed out: the path is remembered',
    { pathname: '/personal', search: '', hasToken: false, routeAuth: true },
    '/login?redirect=%2Fpersonal',
  ],
  [
    'signed out: the query is remembered too',
    { pathname: '/bank/add', search: '?pid=3&ifsc_code=SBIN0000001', hasToken: false, routeAuth: true },
    '/login?redirect=%2Fbank%2Fadd%3Fpid%3D3%26ifsc_code%3DSBIN0000001',
  ],
  [
    "signed out: a token in the address is not copied into the sign-in page's",
    { pathname: '/orders', search: '?token=a1b2c3&tab=2', hasToken: false, routeAuth: true },
    '/login?redirect=%2Forders%3Ftab%3D2',
  ],
  [
    'signed out: /login is exempt',
    { pathname: '/login', search: '?redirect=%2F', hasToken: false, routeAuth: false },
    null,
  ],
  [
    'signed out: /download is exempt',
    { pathname: '/download', search: '', hasToken: false, routeAuth: undefined },
    null,
  ],
  [
    'signed out: /alert is exempt',
    { pathname: '/alert', search: '', hasToken: false, routeAuth: true },
    null,
  ],
  [
    'signed out: /verify/contact2 is exempt',
    { pathname: '/verify/contact2', search: '', hasToken: false, routeAuth: true },
    null,
  ],
  [
    'signed out: /orders/audit is exempt',
    { pathname: '/orders/audit', search: '?token=t&orderId=9', hasToken: false, routeAuth: true },
    null,
  ],
  [
    'signed out: /joint is exempt',
    { pathname: '/joint', search: '', hasToken: false, routeAuth: true },
    null,
  ],
  [
    'signed out: an exempt path with a trailing slash',
    { pathname: '/joint/', search: '', hasToken: false, routeAuth: undefined },
    null,
  ],
  [
    'signed out: /orders/12/audit is not the exempt rating page',
    { pathname: '/orders/12/audit', search: '', hasToken: false, routeAuth: true },
    '/login?redirect=%2Forders%2F12%2Faudit',
  ],
  [
    'signed out: a screen that declares auth false opens',
    { pathname: '/promo', search: '', hasToken: false, routeAuth: false },
    null,
  ],
  [
    'signed out: an unknown path is guarded too',
    { pathname: '/nowhere', search: '', hasToken: false, routeAuth: undefined },
    '/login?redirect=%2Fnowhere',
  ],
];

const android = (pathname: string, hasToken: boolean, routeAuth: boolean | undefined): GuardInput => ({
  pathname,
  search: '',
  hasToken,
  routeAuth,
  isAndroid: true,
});

const androidCases: Array<[string, GuardInput, string | null]> = [
  ['Android, signed out: home goes to the download page', android('/', false, true), '/download'],
  ['Android, signed in: still the download page', android('/orders', true, true), '/download'],
  ['Android: sign in is not offered in the browser', android('/login', false, false), '/download'],
  ['Android: an exempt page other than the three', android('/verify/contact2', false, true), '/download'],
  ['Android: an unknown path', android('/nowhere', false, undefined), '/download'],
  ['Android: the download page itself opens', android('/download', false, false), null],
  ['Android: the iOS-only notice opens', android('/alert', false, false), null],
  ['Android: the app login bridge opens', android('/joint/', false, false), null],
  [
    'not Android: the usual rules',
    { pathname: '/', search: '', hasToken: false, routeAuth: true, isAndroid: false },
    '/login?redirect=%2F',
  ],
];

describe('route guard', () => {
  it.each(androidCases)('%s', (_, input, expected) => {
    expect(guardRedirect(input)).toBe(expected);
  });

  it.each(cases)('%s', (_, input, expected) => {
    expect(guardRedirect(input)).toBe(expected);
  });
});

describe('whether a visit opens on sign in (the only first screen that calls no API)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it.each([
    ['a signed-out visitor asking for sign in', at('/login'), false, false, true],
    ['a signed-out visitor sent to sign in from a guarded page', at('/orders', '?x=1'), false, false, true],
    ['a signed-in visitor', at('/'), false, true, false],
    ['an Android visitor sent to the download page', at('/login'), true, false, false],
    ['a visitor opening the download page', at('/download'), false, false, false],
    ['a signed-out visitor opening an exempt page', at('/alert'), false, false, false],
  ])('%s', (_name, location, isAndroid, hasToken, expected) => {
    expect(opensOnSignIn(location, isAndroid, hasToken)).toBe(expected);
  });
});
