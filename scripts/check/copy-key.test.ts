import { describe, expect, it } from 'vitest';
import { keyFor, slugOf } from './copy-key.ts';

describe('copy keys', () => {
  it('makes the slug from the first words of the text, without placeholders or punctuation', () => {
    expect(slugOf('Get OTP')).toBe('get-otp');
    expect(slugOf('Sign In')).toBe('sign-in');
    expect(slugOf('Resend in {{state.resendIn}} s')).toBe('resend-in-s');
    expect(slugOf("Sharing your phone's location helps us")).toBe('sharing-your-phone-s-location');
    expect(slugOf('₹ {{data.amount}}')).toBe('text');
  });

  it('does not end a shortened slug on a small word', () => {
    expect(slugOf('Enter your mobile number and the code we send you by SMS.')).toBe(
      'enter-your-mobile-number',
    );
  });

  it("reuses the screen's key of the same text and numbers a slug taken by another text", () => {
    const taken = new Map([
      ['login.get-otp', 'Get OTP'],
      ['home.get-otp', 'Get otp'],
      ['login.sign-in', 'Sign In'],
    ]);
    expect(keyFor('login', 'Get OTP', taken)).toBe('login.get-otp');
    expect(keyFor('login', 'Get otp', taken)).toBe('login.get-otp-2');
    expect(keyFor('home', 'Sign In', taken)).toBe('home.sign-in');
    // A key of a screen whose id has more parts is not this screen's.
    expect(keyFor('overlay', 'Close', new Map([['overlay.feedback.close', 'Close']]))).toBe('overlay.close');
  });
});
