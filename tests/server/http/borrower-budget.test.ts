// The flood limit counts a signed-in borrower's calls against the borrower's own budget, and
// everything else against the network (decision 0069): behind a carrier's NAT hundreds of
// borrowers share one address, and on one budget a few of them at work left the rest refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken } from '../../../server/modules/auth/secrets.ts';
import { freshAddress } from '../access/brute-force-helpers.ts';
import { apiGet, apiPost } from '../helpers/api.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const NETWORK_BUDGET = 8;
const BORROWER_BUDGET = 4;

let t: TestApp;
let borrowers: string[];
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: String(NETWORK_BUDGET),
      RATE_LIMIT_PER_BORROWER_PER_MINUTE: String(BORROWER_BUDGET),
    },
  });
  // Each signs in from an address of their own; the codes are read from the outbox from the
  // test's own address, within its network budget.
  borrowers = [];
  for (let count = 0; count < 6; count++) borrowers.push((await signIn(t.app)).token);
});
afterAll(() => t.close());

const orders = (token: string, ip: string) => apiGet(t.app, '/order/v1/list', { token, ip });
const country = (ip: string, token?: string) =>
  apiGet(t.app, '/system/get-country', { ip, ...(token ? { token } : {}) });

describe('the flood limit behind one shared address', () => {
  it('gives a signed-in borrower a budget of their own: using it up leaves the others on the address answered', async () => {
    const [first, second] = borrowers as [string, string];
    const nat = freshAddress();
    const statuses: number[] = [];
    for (let call = 0; call <= BORROWER_BUDGET; call++) statuses.push((await orders(first, nat)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await orders(first, nat);
    expect(refused.body).toMatchObject({ code: expect.any(Number), msg: expect.stringMatching(/.+/) });
    expect(refused.headers['x-ratelimit-limit']).toBe(String(BORROWER_BUDGET));

    // Another borrower on the same address, and a borrower not signed in yet, are still answered.
    const other = await orders(second, nat);
    expect(other.status).toBe(200);
    expect(other.body.code).toBe(0);
    const signedOut = await country(nat);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers['x-ratelimit-limit']).toBe(String(NETWORK_BUDGET));
  });

  it("keeps a network's signed-in borrowers answered when its signed-out calls have used its budget", async () => {
    const third = borrowers[2]!;
    const nat = freshAddress();
    for (let call = 0; call < NETWORK_BUDGET; call++) expect((await country(nat)).status).toBe(200);
    expect((await country(nat)).status).toBe(429);

    const signedIn = await apiGet(t.app, '/home/v1/index', { token: third, ip: nat });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.code).toBe(0);
    // A token that names nobody is the network's, like any signed-out call: refused now.
    expect((await orders(newSessionToken(), nat)).status).toBe(429);
    // A route that reads no token counts against the network even when a token is sent.
    expect((await country(nat, third)).status).toBe(429);
  });

  it("follows the borrower from address to address (a phone's IPv6 addresses change at will)", async () => {
    const fourth = borrowers[3]!;
    const statuses: number[] = [];
    for (let call = 0; call <= BORROWER_BUDGET; call++)
      statuses.push((await orders(fourth, freshAddress())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts a token signed out in the app against its borrower for the rest of the minute, answered -4', async () => {
    const token = borrowers[4]!;
    const nat = freshAddress();
    expect((await apiPost(t.app, '/user/v1/logout', {}, { token, ip: nat })).body.code).toBe(0);
    const answers: number[] = [];
    for (let call = 1; call <= BORROWER_BUDGET; call++) {
      const answer = await orders(token, nat);
      answers.push(answer.status === 429 ? 429 : answer.body.code);
    }
    expect(answers).toEqual([-4, -4, -4, 429]);
    // The borrower's budget, not the network's: a signed-out call from there is still answered.
    expect((await country(nat)).status).toBe(200);
  });

  it('counts a token whose session had ended against the network, answered -4 while it has budget', async () => {
    const token = borrowers[5]!;
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 day' WHERE token_hash = $1`, [
      hashSessionToken(token),
    ]);
    const nat = freshAddress();
    const answers: number[] = [];
    for (let call = 0; call <= NETWORK_BUDGET; call++) {
      const answer = await orders(token, nat);
      answers.push(answer.status === 429 ? 429 : answer.body.code);
    }
    expect(answers).toEqual([...Array<number>(NETWORK_BUDGET).fill(-4), 429]);
  });
});
