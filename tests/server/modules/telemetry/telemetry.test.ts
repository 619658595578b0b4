import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { appSignIn } from '../../helpers/app-login.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { newPhone, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TRACK = '/burying-point/v2/burying-point';
const LIST_MESSAGE = 'Send a list of 1 to 50 events.';

// Each test's events carry a device id of their own, so rows are counted per test.
let nextDevice = 0;
const newDevice = () => `device-${process.pid}-${(nextDevice += 1)}`;

const event = (pageName: string, extra: Record<string, unknown> = {}) => ({
  projectName: 'loan-h5',
  pageName,
  behavior: 'enter',
  eventTime: 1_717_000_000_000,
  ...extra,
});

const track = (body: unknown, device: string, token?: string) =>
  apiPost<{ accepted: number }>(t.app, TRACK, body, { token, headers: { web_uuid: device } });

const storedFor = (device: string) => countRows(t.db, 'telemetry_events', 'web_uuid = $1', [device]);

describe('POST /api1/burying-point/v2/burying-point', () => {
  it("stores a visitor's batch as sent, with the device and the time it arrived", async () => {
    const device = newDevice();
    const { body } = await track(
      [
        event('home'),
        event('order-detail', { behavior: 'click', value: 'ORD123', eventTime: 1_717_000_000_500 }),
      ],
      device,
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: { accepted: 2 } });
    const { rows } = await t.db.query(
      `SELECT user_id, is_app, project_name, page_name, behavior, value, event_time_ms, received_at IS NOT NULL AS received
       FROM telemetry_events WHERE web_uuid = $1 ORDER BY id`,
      [device],
    );
    expect(rows).toEqual([
      {
        user_id: null,
        is_app: false,
        project_name: 'loan-h5',
        page_name: 'home',
        behavior: 'enter',
        value: null,
        event_time_ms: 1_717_000_000_000,
        received: true,
      },
      {
        user_id: null,
        is_app: false,
        project_name: 'loan-h5',
        page_name: 'order-detail',
        behavior: 'click',
        value: 'ORD123',
        event_time_ms: 1_717_000_000_500,
        received: true,
      },
    ]);
  });

  it('stores a signed-in borrower with the events, and marks events from an app session', async () => {
    const web = await signIn(t.app);
    const webDevice = newDevice();
    expect((await track([event('home', { value: 42 })], webDevice, web.token)).body.code).toBe(0);
    const appPhone = newPhone();
    const appToken = await appSignIn(t.app, appPhone);
    const appDevice = newDevice();
    expect((await track([event('home')], appDevice, appToken)).body.code).toBe(0);

    const { rows } = await t.db.query(
      `SELECT u.phone, e.is_app, e.value FROM telemetry_events e JOIN users u ON u.id = e.user_id
       WHERE e.web_uuid IN ($1, $2) ORDER BY e.id`,
      [webDevice, appDevice],
    );
    expect(rows).toEqual([
      { phone: web.phone, is_app: false, value: '42' },
      { phone: appPhone, is_app: true, value: null },
    ]);
  });

  it('takes 50 events in one batch and refuses 51, storing none of them', async () => {
    const device = newDevice();
    const fifty = Array.from({ length: 50 }, (_, i) => event(`page-${i}`));
    expect((await track(fifty, device)).body.data).toEqual({ accepted: 50 });
    const other = newDevice();
    const refused = await track([...fifty, event('one-too-many')], other);
    expect(refused.body).toMatchObject({ msg: LIST_MESSAGE, data: null });
    expect(refused.body.code).not.toBe(0);
    expect(await storedFor(other)).toBe(0);
  });

  it.each([
    ['an empty list', [], LIST_MESSAGE],
    ['one event not in a list', event('home'), LIST_MESSAGE],
    [
      'a behavior other than enter or click',
      [event('home'), event('home', { behavior: 'scroll' })],
      'behavior of item 2 is not one of the accepted values.',
    ],
    [
      'an event without its page',
      [{ projectName: 'loan-h5', behavior: 'enter', eventTime: 1 }],
      'Please provide pageName (item 1).',
    ],
    ['an unknown field', [event('home', { userId: 7 })], '"userId" is not an accepted field (item 1).'],
    ['a time that is no time', [event('home', { eventTime: 1e17 })], 'eventTime of item 1 is not a time.'],
    ['a negative time', [event('home', { eventTime: -1 })], 'eventTime of item 1 must be at least 0.'],
  ])('refuses a batch with %s: the message, and nothing stored', async (_case, body, msg) => {
    const device = newDevice();
    const { body: answer } = await track(body, device);
    expect(answer).toMatchObject({ msg, data: null });
    expect(answer.code).not.toBe(0);
    expect(await storedFor(device)).toBe(0);
  });

  it('keeps events without a web_uuid that is not one', async () => {
    const before = await countRows(t.db, 'telemetry_events', 'web_uuid IS NULL AND page_name = $1', [
      'odd-device',
    ]);
    expect((await track([event('odd-device')], 'x'.repeat(500))).body.code).toBe(0);
    expect(
      await countRows(t.db, 'telemetry_events', 'web_uuid IS NULL AND page_name = $1', ['odd-device']),
    ).toBe(before + 1);
  });
});

describe('the usage events budget of a network (decision 0032)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { TELEMETRY_EVENTS_PER_MINUTE: '60' } });
  });
  afterAll(() => limited.close());

  const batch = (size: number) => Array.from({ length: size }, (_, n) => event(`page-${n}`));
  const send = (body: unknown, device: string, ip: string) =>
    apiPost(limited.app, TRACK, body, { ip, headers: { web_uuid: device } });
  const storedIn = (device: string) => countRows(limited.db, 'telemetry_events', 'web_uuid = $1', [device]);

  /** The budget is counted by the minute of the clock: start well inside one. */
  async function earlyInAMinute(): Promise<void> {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
  }

  it('stores 60 events a minute from one address, refuses the batch past that whole, and keeps others apart', async () => {
    await earlyInAMinute();
    const device = newDevice();
    expect((await send(batch(50), device, '203.0.113.7')).body.code).toBe(0);
    const past = await send(batch(11), device, '203.0.113.7');
    expect(past.status).toBe(429);
    expect(past.body).toEqual({
      code: 6020,
      msg: 'Too many usage events from this network. Please send them later.',
      data: null,
    });
    expect(await storedIn(device)).toBe(50);
    // What still fits is stored.
    expect((await send(batch(10), device, '203.0.113.7')).body.code).toBe(0);
    expect((await send(batch(1), device, '203.0.113.7')).status).toBe(429);
    // Addresses of one IPv6 /64 share a budget; another network has its own.
    expect((await send(batch(50), device, '2001:db8:1:2::1')).body.code).toBe(0);
    expect((await send(batch(10), device, '2001:db8:1:2::ffff')).body.code).toBe(0);
    expect((await send(batch(1), device, '2001:db8:1:2::abcd')).status).toBe(429);
    expect((await send(batch(50), device, '198.51.100.9')).body.code).toBe(0);
    expect(await storedIn(device)).toBe(60 + 60 + 50);
  });
});
