// The request log of a real app (the server's logger, as main.ts configures it, into a test
// stream): a sign-in code request's phone number is masked to its last four digits in the logged
// URL, other query values are logged as they came, and no answer changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlForLog } from '../../../server/http/request-log.ts';
import { newPhone, requestCode } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url?: string; method?: string; remoteAddress?: string };
  res?: { statusCode?: number; code?: number };
}

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('shows only the last four digits of the phone a sign-in code is sent to', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone)).body.code).toBe(0);
    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    const incoming = logged.find(
      (line) => line.msg === 'incoming request' && line.req?.url?.includes('sendCode'),
    );
    expect(incoming?.req).toMatchObject({
      method: 'GET',
      url: `/api1/sms/v1/sendCode?phone=********${phone.slice(-4)}`,
      remoteAddress: expect.any(String),
    });
    // The sandbox SMS provider writes the code to the console on purpose (development only); no
    // other line carries the number.
    const others = lines.filter((line) => !line.includes('"msg":"OTP for '));
    expect(others.join('\n')).not.toContain(phone.slice(2));
  });

  it("says a refusal's envelope code beside its status, which is 200 for most refusals", async () => {
    const phone = newPhone();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api1/user/v1/login',
      payload: { phone, code: '1234' },
    });
    expect(refused.statusCode).toBe(200);
    const id = refused.headers['x-request-id'];
    const done = lines
      .map((line) => JSON.parse(line) as LogLine)
      .find((line) => line.msg === 'request completed' && line.reqId === id);
    // No code was sent to this phone: CODE_NOT_REQUESTED.
    expect(done?.res).toEqual({ statusCode: 200, code: 2011 });
    // A success's line stays as it was: the status alone.
    const sent = await requestCode(t.app, phone);
    expect(sent.body.code).toBe(0);
    const completed = lines
      .map((line) => JSON.parse(line) as LogLine)
      .find((line) => line.msg === 'request completed' && line.reqId === sent.headers['x-request-id']);
    expect(completed?.res).toEqual({ statusCode: 200 });
  });

  it('logs the other query values as they came', async () => {
    await t.app.inject({ method: 'GET', url: '/api1/order/v1/detail?orderId=12' });
    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    expect(logged.some((line) => line.req?.url === '/api1/order/v1/detail?orderId=12')).toBe(true);
  });
});

describe('urlForLog', () => {
  it.each([
    ['/api1/sms/v1/sendCode?phone=919876543210', '/api1/sms/v1/sendCode?phone=********3210'],
    ['/api1/dev/outbox?phone=919876543210&x=1', '/api1/dev/outbox?phone=********3210&x=1'],
    ['/x?ph%6Fne=919876543210', '/x?ph%6Fne=********3210'],
    ['/x?a=1&phone=91987&phone=919876543210#top', '/x?a=1&phone=*****&phone=********3210#top'],
    ['/x?phone=', '/x?phone='],
    ['/x?phone', '/x?phone'],
    ['/x?%E0%A4=1', '/x?%E0%A4=1'],
    ['/api1/order/v1/detail?orderId=12', '/api1/order/v1/detail?orderId=12'],
    ['/api1/home/v1/index', '/api1/home/v1/index'],
    // The gallery's staff token opens the gallery to whoever reads it: hidden whole.
    ['/__gallery?token=gallerytoken-0123456789abcdef0123456789', '/__gallery?token=***'],
    // The app-login bridge: device ids by their tail; the sign, which logs a borrower in, hidden.
    [
      '/joint?deviceId=dev-1234567890&idfa=6D92078A-8246-4BA4-AE5B-76104861E7DC&sign=9f86d081884c7d65&phone=919876543210&version=1.2',
      '/joint?deviceId=**********7890&idfa=********************************E7DC&sign=***&phone=********3210&version=1.2',
    ],
  ])('%s -> %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});
