import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEED = '/device/v1/needUpload';
const UPLOAD = '/device/v1/upload/device_info';
const BENGALURU = { address: 'MG Road, Bengaluru', latitude: 12.975526, longitude: 77.606934 };

const locationsOf = (phone: string) =>
  countRows(t.db, 'device_locations d JOIN users u ON u.id = d.user_id', 'u.phone = $1', [phone]);

const needUpload = async (token: string, body: object = {}, headers: Record<string, string> = {}) =>
  (await apiPost<{ needUpload: boolean }>(t.app, NEED, body, { token, headers })).body;

describe('the device location (after the borrower allowed it)', () => {
  it('is asked for until this device sent one, and kept as sent', async () => {
    const me = await signIn(t.app);
    expect(await needUpload(me.token, { deviceId: 'phone-a' })).toMatchObject({
      code: 0,
      data: { needUpload: true },
    });

    const saved = await apiPost(t.app, UPLOAD, { deviceId: 'phone-a', gps: BENGALURU }, { token: me.token });
    expect(saved.body).toEqual({ code: 0, msg: 'success', data: { saved: true } });
    const { rows } = await t.db.query(
      `SELECT d.device_id, d.latitude, d.longitude, d.address FROM device_locations d
       JOIN users u ON u.id = d.user_id WHERE u.phone = $1`,
      [me.phone],
    );
    expect(rows).toEqual([{ device_id: 'phone-a', ...BENGALURU }]);

    expect((await needUpload(me.token, { deviceId: 'phone-a' })).data.needUpload).toBe(false);
    // Another device of the same borrower has not sent one.
    expect((await needUpload(me.token, { deviceId: 'phone-b' })).data.needUpload).toBe(true);
  });

  it('names the device by its web_uuid header when the body has no deviceId', async () => {
    const me = await signIn(t.app);
    const headers = { web_uuid: 'browser-1' };
    await apiPost(t.app, UPLOAD, { gps: { latitude: 28.6, longitude: 77.2 } }, { token: me.token, headers });
    expect((await needUpload(me.token, {}, headers)).data.needUpload).toBe(false);
    expect((await needUpload(me.token, {}, { web_uuid: 'browser-2' })).data.needUpload).toBe(true);
  });

  it('is asked for again 30 days after the last one', async () => {
    const me = await signIn(t.app);
    await apiPost(t.app, UPLOAD, { deviceId: 'phone-c', gps: BENGALURU }, { token: me.token });
    await apiPost(t.app, '/dev/clock', { advanceDays: 29 });
    expect((await needUpload(me.token, { deviceId: 'phone-c' })).data.needUpload).toBe(false);
    await apiPost(t.app, '/dev/clock', { advanceDays: 1 });
    // Sessions last 30 days too: the borrower signs in again.
    const again = await signIn(t.app, me.phone);
    expect((await needUpload(again.token, { deviceId: 'phone-c' })).data.needUpload).toBe(true);
  });

  it.each([
    [
      'a latitude beyond 90',
      { gps: { latitude: 91, longitude: 77 } },
      'latitude must be between -90 and 90.',
    ],
    [
      'a longitude beyond 180',
      { gps: { latitude: 12, longitude: -181 } },
      'longitude must be between -180 and 180.',
    ],
    ['no location', { deviceId: 'phone-d' }, 'Please provide gps.'],
    ['a location without longitude', { gps: { latitude: 12 } }, 'longitude must be between -180 and 180.'],
    ['an unknown field', { gps: { ...BENGALURU, accuracy: 5 } }, '"accuracy" is not an accepted field.'],
    // PostgreSQL cannot store U+0000 in text: refused, not a 500 (the contract fuzz found it here).
    [
      'an address holding U+0000',
      { gps: { ...BENGALURU, address: 'MG Road\u0000Bengaluru' } },
      'gps.address is not in the right format.',
    ],
    [
      'a device id holding U+0000',
      { deviceId: 'phone\u0000', gps: BENGALURU },
      'deviceId is not in the right format.',
    ],
    // Nor half of a UTF-16 pair (not Unicode; jsonb refuses it too).
    [
      'an address holding a lone surrogate',
      { gps: { ...BENGALURU, address: 'MG Road \ud83d Bengaluru' } },
      'gps.address is not in the right format.',
    ],
  ])('refuses %s: the message, and nothing stored', async (_case, body, msg) => {
    const me = await signIn(t.app);
    const { body: answer } = await apiPost(t.app, UPLOAD, body, { token: me.token });
    expect(answer).toMatchObject({ msg, data: null });
    expect(answer.code).not.toBe(0);
    expect(await locationsOf(me.phone)).toBe(0);
  });

  it('is only for a signed-in borrower', async () => {
    expect((await apiPost(t.app, NEED, {})).body.code).toBe(-4);
    expect((await apiPost(t.app, UPLOAD, { gps: BENGALURU })).body.code).toBe(-4);
  });
});
