/**
 * Every endpoint of the access table called without a valid session: no token, a malformed one,
 * a well-formed one the server never issued, the victim's own token once expired, and once
 * revoked by Quit. Endpoints that need a sign-in answer -4 with no data and change nothing in the
 * whole database; the ones open to visitors (feedback, telemetry) take the call as a visitor's,
 * never as some borrower's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignIn } from '../helpers/app-login.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, serverNow } from '../modules/orders/order-helpers.ts';
import { accessTable } from './access-table.ts';
import { buildWorld, type World } from './borrower-history.ts';
import { call, contract } from './contract-request.ts';
import { databaseFingerprint, footprintOf, type Owners } from './footprint.ts';

let t: TestApp;
let world: World;
const tokens: Array<[string, string | undefined]> = [
  ['no token', undefined],
  ['a malformed token', 'not-a-token'],
  ['a token never issued', 'A'.repeat(43)],
];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  world = await buildWorld(t);
  const { userId } = world.victim;
  const expired = await appSignIn(t.app, world.victim.phone);
  await t.db.query(
    'UPDATE sessions SET expires_at = $2 WHERE id = (SELECT max(id) FROM sessions WHERE user_id = $1)',
    [userId, new Date((await serverNow(t.app)).getTime() - 60_000)],
  );
  await advance(t.app, { advanceMinutes: 1 }); // a new signed time: the same app login is refused as replayed
  const revoked = await appSignIn(t.app, world.victim.phone);
  expect((await call(t.app, 'user.logout', { body: {} }, revoked)).body.code).toBe(0);
  tokens.push(["the victim's expired token", expired], ["the victim's token after Quit", revoked]);
}, 120_000);
afterAll(() => t.close());

async function everyBorrower(): Promise<Owners> {
  const { rows } = await t.db.query<{ id: number; phone: string }>('SELECT id, phone FROM users');
  return {
    userIds: rows.map((r) => Number(r.id)),
    phones: rows.map((r) => r.phone),
    orderIds: [],
    cardIds: [],
  };
}

const entries = Object.entries(accessTable);

describe('without a valid session', () => {
  it.each(entries.filter(([id]) => contract.get(id)!.auth === 'required'))(
    '%s answers -4 with no data and changes nothing',
    async (id, entry) => {
      const before = await databaseFingerprint(t.db);
      for (const [what, token] of tokens) {
        const answer = await call(t.app, id, entry.probes[0].request(world), token);
        expect({ what, status: answer.status, body: answer.body }).toEqual({
          what,
          status: 200,
          body: { code: -4, msg: 'Please sign in again.', data: null },
        });
      }
      expect(await databaseFingerprint(t.db)).toEqual(before);
    },
  );

  it.each(entries.filter(([id]) => contract.get(id)!.auth === 'optional'))(
    "%s takes the call as a visitor's, never as a borrower's",
    async (id, entry) => {
      const owners = await everyBorrower();
      const before = await footprintOf(t.db, owners);
      for (const [what, token] of tokens) {
        const answer = await call(t.app, id, entry.probes[0].request(world), token);
        expect({ what, code: answer.body.code }).not.toEqual({ what, code: -4 });
      }
      expect(await footprintOf(t.db, owners)).toEqual(before);
    },
  );

  it("takes the victim's live token on the same calls (the refusals were about the session)", async () => {
    expect((await call(t.app, 'order.list', {}, world.victim.token)).body.code).toBe(0);
  });
});
