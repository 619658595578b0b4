import { describe, expect, it } from 'vitest';
import { localeFromHeader } from '../../../../server/contract/locale.ts';
import { copyRefsIn, resolveCopy } from '../../../../server/modules/content/copy/resolve-copy.ts';

const screen = {
  id: 'login',
  route: { path: '/login', title: { $copy: 'login.sign-in' } },
  body: [
    {
      type: 'Button',
      props: {
        label: { $if: [{ $bind: 'state.sent' }, { $copy: 'login.resend' }, { $copy: 'login.get-otp' }] },
      },
      onPress: { action: 'toast', text: { $copy: 'login.missing' } },
    },
  ],
};

describe('resolveCopy', () => {
  it('puts the catalogue text in place of every copy reference, inside expressions too', () => {
    const catalogue = {
      'login.sign-in': 'Sign In',
      'login.resend': 'Resend in {{state.n}} s',
      'login.get-otp': 'Get OTP',
    };
    const resolved = resolveCopy(screen, catalogue);
    expect(resolved.route.title).toBe('Sign In');
    expect(resolved.body[0]!.props.label).toEqual({
      $if: [{ $bind: 'state.sent' }, 'Resend in {{state.n}} s', 'Get OTP'],
    });
    // A key the catalogue lacks shows as the key: never a crash, never an empty button.
    expect(resolved.body[0]!.onPress.text).toBe('login.missing');
    // The document itself is not changed.
    expect(screen.route.title).toEqual({ $copy: 'login.sign-in' });
  });

  it('leaves objects that only look like references as written', () => {
    const odd = { a: { $copy: 3 }, b: { $copy: 'x.y', extra: 1 }, c: ['text', 1, null] };
    expect(resolveCopy(odd, { 'x.y': 'X' })).toEqual(odd);
    expect(resolveCopy({ t: { $copy: 'constructor' } }, {})).toEqual({ t: 'constructor' });
  });

  it('lists the references with where they are written', () => {
    expect(copyRefsIn(screen)).toEqual([
      { key: 'login.sign-in', pointer: '/route/title' },
      { key: 'login.resend', pointer: '/body/0/props/label/$if/1' },
      { key: 'login.get-otp', pointer: '/body/0/props/label/$if/2' },
      { key: 'login.missing', pointer: '/body/0/onPress/text' },
    ]);
  });
});

describe('localeFromHeader', () => {
  it('reads hi and en, with a region or in capitals, and takes anything else as English', () => {
    expect(localeFromHeader('hi')).toBe('hi');
    expect(localeFromHeader('hi-IN')).toBe('hi');
    expect(localeFromHeader(' HI ')).toBe('hi');
    expect(localeFromHeader('en')).toBe('en');
    expect(localeFromHeader(undefined)).toBe('en');
    expect(localeFromHeader('ta')).toBe('en');
    expect(localeFromHeader('')).toBe('en');
    expect(localeFromHeader(['hi', 'en'])).toBe('hi');
  });
});
