import { describe, expect, it } from 'vitest';
import { isIosSafari, shouldShowInstallGuide } from './install-eligibility.ts';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('install guide eligibility', () => {
  it.each([
    [SAFARI, true],
    [SAFARI.replace('iPhone; CPU iPhone OS', 'iPad; CPU OS'), true],
    [SAFARI.replace('Version/17.0', 'FxiOS/120.0'), false],
    [SAFARI.replace('Version/17.0', 'EdgiOS/120.0'), false],
    [`${SAFARI} [FBAN/FBIOS;FBAV/440.0]`, false],
    [`${SAFARI} Instagram 300.0`, false],
    [SAFARI.replace(' Safari/604.1', ''), false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isIosSafari(userAgent)).toBe(expected);
  });

  it('is shown only when not dismissed and not already on the home screen', () => {
    expect(shouldShowInstallGuide({ userAgent: SAFARI, standalone: false, dismissed: false })).toBe(true);
    expect(shouldShowInstallGuide({ userAgent: SAFARI, standalone: true, dismissed: false })).toBe(false);
    expect(shouldShowInstallGuide({ userAgent: SAFARI, standalone: false, dismissed: true })).toBe(false);
  });
});
