/**
 * Borrower B, signed in, calls every endpoint of the access table naming what belongs to
 * borrower A (and A2, A3): orders in several states, the card, the extension request, the
 * scheduled order, the order number, the Aadhaar and PAN numbers (a newcomer C calls the KYC steps B
 * has passed). B's answers must show nothing of theirs (their distinctive values and
 * ids), a call naming their things must get the same refusal as one naming nothing that exists,
 * and none of their rows may change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignIn } from '../helpers/app-login.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessTable } from './access-table.ts';
import { buildWorld, victimsOf, type World } from './borrower-history.ts';
import { call } from './contract-request.ts';
import { footprintOf } from './footprint.ts';
import { leakedIds, leakedTexts, victimIds, victimProfile, victimTexts } from './victim-profile.ts';

let t: TestApp;
let world: World;
beforeAll(async () => {
  // The global per-address limit is not under test here: every call comes from one address.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  world = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

const probeCases = Object.entries(accessTable).flatMap(([id, entry]) =>
  entry.probes.map((probe) => ({ title: `${id}, ${probe.names}`, id, entry, probe })),
);
const ownerCases = Object.entries(accessTable)
  .filter(([, entry]) => entry.ownerSees)
  .map(([id, entry]) => ({ id, request: entry.ownerSees! }));

describe("another borrower's token", () => {
  it.each(probeCases)('$title: shows and changes nothing of the victims', async ({ id, entry, probe }) => {
    const intruder = entry.intruder === 'newcomer' ? world.newcomer : world.intruder;
    // Quit ends the session it is sent with: it gets a second session of the intruder's.
    const token = entry.endsSession ? await appSignIn(t.app, intruder.phone) : intruder.token;
    const owners = victimsOf(world);
    const before = await footprintOf(t.db, owners);

    const answer = await call(t.app, id, probe.request(world), token);
    expect(answer.body.code, 'the intruder is signed in').not.toBe(-4);
    if (probe.expected) expect(answer.body).toMatchObject(probe.expected);
    expect(leakedTexts(answer.text, victimTexts(world))).toEqual([]);
    expect(leakedIds(answer.body.data, victimIds(world))).toEqual([]);
    if (probe.unknown) {
      const unknown = await call(t.app, id, probe.unknown(world), token);
      expect(unknown.body.code, 'naming nothing that exists is refused').not.toBe(0);
      expect(answer.status).toBe(unknown.status);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(await footprintOf(t.db, owners)).toEqual(before);
  });

  it.each(ownerCases)("$id: the victim's own call shows their data, so a leak would be seen", async (c) => {
    const answer = await call(t.app, c.id, c.request(world), world.victim.token);
    expect(answer.body.code).toBe(0);
    const seen = [
      ...leakedTexts(answer.text, victimTexts(world)),
      ...leakedIds(answer.body.data, victimIds(world)),
    ];
    expect(seen.length).toBeGreaterThan(0);
  });

  it("takes the numbers the newcomer was refused from the third victim's own token", async () => {
    const { aadhaar, midKycPan: pan, realName } = victimProfile;
    const token = world.midKyc.token;
    const sent = await call(t.app, 'auth.aadhaarSendOtp', { body: { aadhaar } }, token);
    expect(sent.body).toMatchObject({ code: 0, data: { state: 1 } });
    const saved = await call(
      t.app,
      'auth.kycAadhaarPan',
      { body: { realName, idNo: aadhaar, panNo: pan } },
      token,
    );
    expect(saved.body.code).toBe(0);
  });

  it("leaves the victim's session working after the intruder's Quit", async () => {
    const quit = await call(t.app, 'user.logout', { body: {} }, await appSignIn(t.app, world.intruder.phone));
    expect(quit.body.code).toBe(0);
    expect((await call(t.app, 'order.list', {}, world.victim.token)).body.code).toBe(0);
  });
});
