/**
 * Guessing sign-in codes from one address: each code dies after its wrong tries, but one address
 * can have codes sent to many phones (from other addresses) and guess at all of them. The wrong
 * codes an address may enter in an hour, over every phone, are limited (config
 * otp.wrongPerIpPerHour); the numbers are read from the configuration, not written here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../helpers/api.ts';
import { countRows } from '../helpers/db-rows.ts';
import { codeFromOutbox, ipFor, newPhone, requestCode } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { freshAddress, loginFrom, wrongCode } from './brute-force-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

/** A phone with a fresh code, sent at the phone's own request from its own address. */
async function phoneWithCode(): Promise<{ phone: string; code: string }> {
  const phone = newPhone();
  expect((await requestCode(t.app, phone)).body.code).toBe(0);
  return { phone, code: await codeFromOutbox(t.app, phone) };
}

/** Enters `count` wrong codes from `ip`, over as many phones as the per-code tries need. */
async function wrongCodesFrom(ip: string, count: number): Promise<void> {
  let left = count;
  while (left > 0) {
    const { phone, code } = await phoneWithCode();
    for (let i = 0; i < t.config.otp.maxWrongTries && left > 0; i += 1, left -= 1) {
      const answer = await loginFrom(t.app, phone, wrongCode(code), ip);
      expect([2012, 2013]).toContain(answer.body.code);
    }
  }
}

const wrongTriesOf = async (phone: string) =>
  (
    await t.db.query<{ wrong_tries: number }>(
      'SELECT wrong_tries FROM login_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    )
  ).rows[0]?.wrong_tries;

describe('wrong sign-in codes from one address', () => {
  it("stop being checked at the limit, even the right code, without using up anyone's code", async () => {
    const limit = t.config.otp.wrongPerIpPerHour;
    expect(limit).toBeGreaterThan(t.config.otp.maxWrongTries);
    const attacker = freshAddress();
    await wrongCodesFrom(attacker, limit - 1);

    // Right codes do not count: a borrower behind the same address signs in.
    const neighbour = await phoneWithCode();
    expect((await loginFrom(t.app, neighbour.phone, neighbour.code, attacker)).body.code).toBe(0);
    await wrongCodesFrom(attacker, 1);

    const victim = await phoneWithCode();
    const refused = await loginFrom(t.app, victim.phone, victim.code, attacker);
    expect(refused.body.code).toBe(2016);
    expect(refused.body.msg).toMatch(
      /^Too many wrong codes were entered from this network\. Please try again in (60|59) minutes\.$/,
    );
    expect(refused.body.data).toBeNull();
    expect(await wrongTriesOf(victim.phone)).toBe(0);
    expect(await countRows(t.db, 'users', 'phone = $1', [victim.phone])).toBe(0);

    // The owner, from their own address, signs in with that very code.
    expect((await loginFrom(t.app, victim.phone, victim.code, ipFor(victim.phone))).body.code).toBe(0);

    // An hour after the first wrong code, the address may sign in again.
    expect((await apiPost(t.app, '/dev/clock', { advanceMinutes: 61 })).body.code).toBe(0);
    const later = await phoneWithCode();
    expect((await loginFrom(t.app, later.phone, later.code, attacker)).body.code).toBe(0);
  });

  it('counts guesses sent at the same time against the same limit', async () => {
    const limit = t.config.otp.wrongPerIpPerHour;
    const attacker = freshAddress();
    await wrongCodesFrom(attacker, limit - 2);
    const targets = await Promise.all([1, 2, 3, 4, 5].map(() => phoneWithCode()));
    const answers = await Promise.all(
      targets.map(({ phone, code }) => loginFrom(t.app, phone, wrongCode(code), attacker)),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([2012, 2012, 2016, 2016, 2016]);
    expect(await countRows(t.db, 'login_failures', 'ip = $1', [attacker])).toBe(limit);
  });
});
