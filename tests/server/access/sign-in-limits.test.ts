/**
 * The sign-in code limits against someone guessing, with the numbers read from the configuration
 * (tests/server/modules/auth covers each refusal's wording with the defaults): changing addresses
 * does not buy more codes for a phone, a forwarded-for header does not make another address, a
 * phone's guesses in an hour add up to codes x tries and no more, the limits follow the settings,
 * and an IPv6 borrower is counted by the /64 network (decision 0026).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../helpers/db-rows.ts';
import { codeFromOutbox, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { apiGet } from '../helpers/api.ts';
import {
  freshAddress,
  freshIpv6Network,
  loginFrom,
  sendCodeFrom,
  waitPast,
  wrongCode,
} from './brute-force-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

describe('sign-in codes against guessing', () => {
  it('gives a phone its hourly codes and no more, whatever addresses ask: guesses add up to codes x tries', async () => {
    const { perPhonePerHour, maxWrongTries, resendAfterSeconds } = t.config.otp;
    const phone = newPhone();
    // Each code: its wrong tries, then refused as dead; one more try shows it stays dead.
    const perCode = [...Array<number>(maxWrongTries - 1).fill(2012), 2013, 2013];
    let lastCode = '';
    for (let sent = 0; sent < perPhonePerHour; sent += 1) {
      expect((await sendCodeFrom(t.app, phone, freshAddress())).body.code).toBe(0);
      lastCode = await codeFromOutbox(t.app, phone);
      const answers: number[] = [];
      // Every guess from an address of its own, so the per-address limit plays no part here.
      for (let tries = 0; tries < perCode.length; tries += 1)
        answers.push((await loginFrom(t.app, phone, wrongCode(lastCode), freshAddress())).body.code);
      expect(answers).toEqual(perCode);
      await waitPast(t.app, resendAfterSeconds);
    }
    expect((await sendCodeFrom(t.app, phone, freshAddress())).body.code).toBe(2002);
    const { rows } = await t.db.query<{ guesses: number }>(
      'SELECT sum(wrong_tries)::int AS guesses FROM login_codes WHERE phone = $1',
      [phone],
    );
    expect(rows[0]?.guesses).toBe(perPhonePerHour * maxWrongTries);
    // The last code is dead even for the right code, and no borrower was created.
    expect((await loginFrom(t.app, phone, lastCode, freshAddress())).body.code).toBe(2013);
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(0);
  });

  it('counts an address by where the request came from, not by a forwarded-for header', async () => {
    const { perIpPerHour } = t.config.otp;
    const address = freshAddress();
    for (let sent = 0; sent < perIpPerHour; sent += 1) {
      const forged = { 'x-forwarded-for': freshAddress(), 'x-real-ip': freshAddress() };
      expect((await sendCodeFrom(t.app, newPhone(), address, forged)).body.code).toBe(0);
    }
    const phone = newPhone();
    const refused = await sendCodeFrom(t.app, phone, address, { 'x-forwarded-for': freshAddress() });
    expect(refused.body.code).toBe(2003);
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(0);
  });
});

describe('the limits follow the settings', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      env: { OTP_PER_PHONE_PER_HOUR: '2', OTP_PER_IP_PER_HOUR: '3', LOGIN_WRONG_PER_IP_PER_HOUR: '4' },
    });
  });
  afterAll(() => small.close());

  it('refuses the code, the address and the guess past the configured numbers', async () => {
    const otp = small.config.otp;
    expect([otp.perPhonePerHour, otp.perIpPerHour, otp.wrongPerIpPerHour]).toEqual([2, 3, 4]);
    const phone = newPhone();
    for (let sent = 0; sent < otp.perPhonePerHour; sent += 1) {
      expect((await sendCodeFrom(small.app, phone, freshAddress())).body.code).toBe(0);
      await waitPast(small.app, otp.resendAfterSeconds);
    }
    expect((await sendCodeFrom(small.app, phone, freshAddress())).body.code).toBe(2002);

    const address = freshAddress();
    for (let sent = 0; sent < otp.perIpPerHour; sent += 1)
      expect((await sendCodeFrom(small.app, newPhone(), address)).body.code).toBe(0);
    expect((await sendCodeFrom(small.app, newPhone(), address)).body.code).toBe(2003);

    // Fewer wrong codes allowed per address than tries per code: the address stops first.
    expect(otp.wrongPerIpPerHour).toBeLessThan(otp.maxWrongTries);
    const guesser = freshAddress();
    const code = await codeFromOutbox(small.app, phone);
    const answers: number[] = [];
    for (let tries = 0; tries <= otp.wrongPerIpPerHour; tries += 1)
      answers.push((await loginFrom(small.app, phone, wrongCode(code), guesser)).body.code);
    expect(answers).toEqual([...Array<number>(otp.wrongPerIpPerHour).fill(2012), 2016]);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  const proxy = '10.78.0.1';
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      env: {
        TRUST_PROXY: `${proxy}, 10.79.0.0/16`,
        OTP_PER_IP_PER_HOUR: '3',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
  });
  afterAll(() => proxied.close());

  const through = (client: string, forged = freshAddress()) => ({
    'x-forwarded-for': `${forged}, ${client}`,
  });

  it('counts a borrower by the address the proxy saw, not by what the borrower wrote before it', async () => {
    const { perIpPerHour } = proxied.config.otp;
    const client = freshAddress();
    for (let sent = 0; sent < perIpPerHour; sent += 1)
      expect((await sendCodeFrom(proxied.app, newPhone(), proxy, through(client))).body.code).toBe(0);
    const phone = newPhone();
    expect((await sendCodeFrom(proxied.app, phone, proxy, through(client))).body.code).toBe(2003);
    expect(await countRows(proxied.db, 'login_codes', 'phone = $1', [phone])).toBe(0);

    // Another borrower behind the same proxy has limits of their own, and the row names them.
    const other = freshAddress();
    const otherPhone = newPhone();
    expect((await sendCodeFrom(proxied.app, otherPhone, proxy, through(other))).body.code).toBe(0);
    const { rows } = await proxied.db.query<{ ip: string }>('SELECT ip FROM login_codes WHERE phone = $1', [
      otherPhone,
    ]);
    expect(rows.map((row) => row.ip)).toEqual([other]);
  });

  it('ignores the header from an address that is not a named proxy', async () => {
    const { perIpPerHour } = proxied.config.otp;
    const direct = freshAddress();
    for (let sent = 0; sent < perIpPerHour; sent += 1)
      expect((await sendCodeFrom(proxied.app, newPhone(), direct, through(freshAddress()))).body.code).toBe(
        0,
      );
    expect((await sendCodeFrom(proxied.app, newPhone(), direct, through(freshAddress()))).body.code).toBe(
      2003,
    );
  });
});

describe('over IPv6, counted by the /64 network', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      env: { OTP_PER_IP_PER_HOUR: '3', LOGIN_WRONG_PER_IP_PER_HOUR: '4', RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => small.close());

  it('gives no more codes to new addresses of the same /64, and a budget of its own to another /64', async () => {
    const network = freshIpv6Network();
    for (let sent = 0; sent < small.config.otp.perIpPerHour; sent += 1)
      expect((await sendCodeFrom(small.app, newPhone(), network.address())).body.code).toBe(0);
    const phone = newPhone();
    expect((await sendCodeFrom(small.app, phone, network.address())).body.code).toBe(2003);
    expect(await countRows(small.db, 'login_codes', 'phone = $1', [phone])).toBe(0);

    expect((await sendCodeFrom(small.app, phone, freshIpv6Network().address())).body.code).toBe(0);
  });

  it('stops wrong codes from new addresses of the same /64 at the limit', async () => {
    const phone = newPhone();
    expect((await sendCodeFrom(small.app, phone, freshAddress())).body.code).toBe(0);
    const code = await codeFromOutbox(small.app, phone);
    const network = freshIpv6Network();
    const answers: number[] = [];
    for (let tries = 0; tries <= small.config.otp.wrongPerIpPerHour; tries += 1)
      answers.push((await loginFrom(small.app, phone, wrongCode(code), network.address())).body.code);
    expect(answers).toEqual([...Array<number>(small.config.otp.wrongPerIpPerHour).fill(2012), 2016]);
    // Even the right code is refused from that network for now.
    expect((await loginFrom(small.app, phone, code, network.address())).body.code).toBe(2016);
  });

  it('counts an IPv4 client seen through a dual-stack listener as its IPv4 address', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < small.config.otp.perIpPerHour; sent += 1)
      expect((await sendCodeFrom(small.app, newPhone(), `::ffff:${address}`)).body.code).toBe(0);
    expect((await sendCodeFrom(small.app, newPhone(), address)).body.code).toBe(2003);
  });

  it('holds the per-address request limit for the whole /64', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const network = freshIpv6Network();
      const answers: number[] = [];
      for (let call = 0; call < 4; call += 1)
        answers.push((await apiGet(limited.app, '/system/get-country', { ip: network.address() })).status);
      expect(answers).toEqual([200, 200, 200, 429]);
      expect(
        (await apiGet(limited.app, '/system/get-country', { ip: freshIpv6Network().address() })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
