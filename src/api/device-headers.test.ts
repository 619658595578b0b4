import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceHeaders, webUuid } from './device-headers.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The module as a new page loads it: no id of an earlier test's visit. */
async function freshModule() {
  vi.resetModules();
  return import('./device-headers.ts');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('device headers', () => {
  it('keeps one random id per browser', () => {
    const first = webUuid();
    expect(first).toMatch(UUID);
    expect(webUuid()).toBe(first);
    localStorage.clear();
    expect(webUuid()).not.toBe(first);
  });

  it('keeps one id for the visit where storage is refused', async () => {
    const { webUuid, deviceHeaders } = await freshModule();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const first = webUuid();
    expect(first).toMatch(UUID);
    expect(webUuid()).toBe(first);
    expect(deviceHeaders({ os: 'ios-h5' }).web_uuid).toBe(first);
  });

  it('keeps one id for the visit where storage reads but will not write, and once it writes again', async () => {
    const { webUuid } = await freshModule();
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const first = webUuid();
    expect(first).toMatch(UUID);
    expect(webUuid()).toBe(first);
    refuse.mockRestore(); // room again: the visit's id is the one kept
    expect(webUuid()).toBe(first);
    expect(localStorage.getItem('web_uuid')).toBe(first);
  });

  it('passes the attribution ids it is given, or empty values', () => {
    expect(deviceHeaders({ os: 'ios-h5' })).toMatchObject({ os: 'ios-h5', fbp: '', fbc: '', fbUserId: '' });
    expect(
      deviceHeaders(
        { os: 'android-h5' },
        { fbp: 'fb.1.1700000000.123', fbc: 'fb.1.1700000000.abc', fbUserId: '' },
      ),
    ).toMatchObject({ os: 'android-h5', fbp: 'fb.1.1700000000.123', fbc: 'fb.1.1700000000.abc' });
  });

  it("carries the borrower's language, English unless told", () => {
    expect(deviceHeaders({ os: 'ios-h5' })['x-locale']).toBe('en');
    expect(deviceHeaders({ os: 'ios-h5' }, undefined, 'hi')['x-locale']).toBe('hi');
  });
});
