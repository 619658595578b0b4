import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { productionEnv } from '../../helpers/production-env.ts';
import { newPhone, requestCode, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the development surface', () => {
  it('lists SMS newest first, for one phone or all', async () => {
    const a = newPhone();
    const b = newPhone();
    await requestCode(t.app, a);
    await requestCode(t.app, b);
    const all = await apiGet<{ phone: string; createdAt: string }[]>(t.app, '/dev/outbox');
    expect(all.body.data.slice(0, 2).map((sms) => sms.phone)).toEqual([b, a]);
    expect(Date.parse(all.body.data[0]!.createdAt)).not.toBeNaN();
    const onlyA = await apiGet<{ phone: string }[]>(t.app, `/dev/outbox?phone=${a}`);
    expect(onlyA.body.data.map((sms) => sms.phone)).toEqual([a]);
  });

  it("lists a borrower's saved feedback newest first, and nobody else's", async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    for (const [who, content] of [
      [me, 'first note'],
      [other, 'not mine'],
      [me, 'second note'],
    ] as const)
      expect(
        (await apiPost(t.app, '/opinion-record/v1/save', { content }, { token: who.token })).body.code,
      ).toBe(0);
    const mine = await apiGet<{ content: string }[]>(t.app, `/dev/feedback?phone=${me.phone}`);
    expect(mine.body.data.map((row) => row.content)).toEqual(['second note', 'first note']);
  });

  it('moves the clock forward by days, hours and minutes and says the new time', async () => {
    const first = await apiPost<{ now: string }>(t.app, '/dev/clock', { advanceHours: 1 });
    const second = await apiPost<{ now: string }>(t.app, '/dev/clock', {
      advanceDays: 1,
      advanceMinutes: 30,
    });
    const moved = Date.parse(second.body.data.now) - Date.parse(first.body.data.now);
    expect(moved).toBeGreaterThanOrEqual((24 * 60 + 30) * 60_000);
    expect(moved).toBeLessThan((24 * 60 + 31) * 60_000);
  });

  it('refuses a clock move it cannot do, clearly', async () => {
    expect((await apiPost(t.app, '/dev/clock', {})).body).toEqual({
      code: 1001,
      msg: 'Send advanceDays, advanceHours or advanceMinutes.',
      data: null,
    });
    expect((await apiPost(t.app, '/dev/clock', { advanceDays: -1 })).body.msg).toBe(
      'advanceDays must be a whole number from 0 to 3650.',
    );
    expect((await apiPost(t.app, '/dev/clock', { advanceHours: '2' })).body.msg).toBe(
      'advanceHours must be a whole number from 0 to 87600.',
    );
  });
});

describe('the development surface in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: {
        ...productionEnv,
        DATABASE_URL: 'postgres://unused.example/loans',
        SMS_API_URL: 'http://127.0.0.1:9/sms',
      },
    });
  });
  afterAll(() => prod.close());

  it('does not exist: every dev route is the envelope 404', async () => {
    const notFound = { code: 1005, msg: 'This address does not exist.', data: null };
    const outbox = await apiGet(prod.app, '/dev/outbox');
    expect(outbox.status).toBe(404);
    expect(outbox.body).toEqual(notFound);
    const clock = await apiPost(prod.app, '/dev/clock', { advanceDays: 1 });
    expect(clock.status).toBe(404);
    expect(clock.body).toEqual(notFound);
    expect((await apiPost(prod.app, '/dev/jobs/run')).status).toBe(404);
    expect((await apiGet(prod.app, '/dev/feedback?phone=919876543210')).status).toBe(404);
  });

  it('still serves the app (HSTS on)', async () => {
    const config = await apiGet(prod.app, '/client/v1/config');
    expect(config.body.code).toBe(0);
    expect(config.headers['strict-transport-security']).toContain('max-age=');
  });
});
