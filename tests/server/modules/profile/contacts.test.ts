import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { expectFieldErrors } from './profile-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  oneName: 'ramesh kumar',
  oneMobile: '9876543210',
  oneRelation: 'Father',
  twoName: "d'souza",
  twoMobile: '8765432109',
  twoRelation: 'sisters',
  thirdName: 'k. priya',
  thirdMobile: '7654321098',
  thirdRelation: 'Colleagues',
};

async function refused(body: unknown) {
  const me = await signIn(t.app);
  const userId = await userIdOfPhone(t.db, me.phone);
  const errors = expectFieldErrors(await apiPost(t.app, '/auth/v1/contacts', body, { token: me.token }));
  expect(await countRows(t.db, 'emergency_contacts', 'user_id = $1', [userId])).toBe(0);
  return errors;
}

describe('POST /api1/auth/v1/contacts', () => {
  it('saves the three contacts and serves them back as the form defaults', async () => {
    const me = await signIn(t.app);
    const saved = await apiPost(t.app, '/auth/v1/contacts', valid, { token: me.token });
    expect(saved.body).toEqual({ code: 0, msg: 'success', data: {} });
    const { rows } = await t.db.query(
      'SELECT position, name, mobile, relation FROM emergency_contacts WHERE user_id = $1 ORDER BY position',
      [await userIdOfPhone(t.db, me.phone)],
    );
    expect(rows).toEqual([
      { position: 1, name: 'ramesh kumar', mobile: '9876543210', relation: 'Father' },
      { position: 2, name: "d'souza", mobile: '8765432109', relation: 'sisters' },
      { position: 3, name: 'k. priya', mobile: '7654321098', relation: 'Colleagues' },
    ]);
    const { body } = await apiGet<Record<string, unknown>>(t.app, '/auth/v1/contacts', { token: me.token });
    expect(body.data).toMatchObject({ ...valid, saved: 1 });
  });

  it('replaces the contacts on a second save', async () => {
    const me = await signIn(t.app);
    await apiPost(t.app, '/auth/v1/contacts', valid, { token: me.token });
    const changed = { ...valid, twoName: 'meena', twoRelation: 'Friends' };
    expect((await apiPost(t.app, '/auth/v1/contacts', changed, { token: me.token })).body.code).toBe(0);
    const { body } = await apiGet<Record<string, unknown>>(t.app, '/auth/v1/contacts', { token: me.token });
    expect(body.data).toMatchObject(changed);
    expect(
      await countRows(t.db, 'emergency_contacts', 'user_id = $1', [await userIdOfPhone(t.db, me.phone)]),
    ).toBe(3);
  });

  it('lists every missing field of the three contacts', async () => {
    expect(await refused({})).toEqual([
      { column: 'oneName', msg: "Please enter the first contact's name." },
      { column: 'oneMobile', msg: "Please enter the first contact's mobile number." },
      { column: 'oneRelation', msg: "Please select the first contact's relation." },
      { column: 'twoName', msg: "Please enter the second contact's name." },
      { column: 'twoMobile', msg: "Please enter the second contact's mobile number." },
      { column: 'twoRelation', msg: "Please select the second contact's relation." },
      { column: 'thirdName', msg: "Please enter the third contact's name." },
      { column: 'thirdMobile', msg: "Please enter the third contact's mobile number." },
      { column: 'thirdRelation', msg: "Please select the third contact's relation." },
    ]);
  });

  it('lists every wrong field at once, in form order', async () => {
    const errors = await refused({
      ...valid,
      oneName: 'Ramesh',
      oneMobile: '98765 43210',
      twoRelation: 'Sister',
      thirdMobile: valid.twoMobile,
    });
    expect(errors).toEqual([
      {
        column: 'oneName',
        msg: "The first contact's name may use only lowercase letters, apostrophes (') and periods (.), with single spaces between words.",
      },
      {
        column: 'oneMobile',
        msg: "The first contact's mobile number must be 10 digits starting with 6, 7, 8 or 9.",
      },
      { column: 'twoRelation', msg: "Please select the second contact's relation from the list." },
      {
        column: 'thirdMobile',
        msg: "The third contact's mobile number is the same as the second contact's. Please enter three different numbers.",
      },
    ]);
  });

  it.each([
    ['digits in a name', { oneName: 'ravi2' }, 'oneName'],
    ['a hyphen in a name', { oneName: 'ravi-kumar' }, 'oneName'],
    ['two spaces between words', { oneName: 'ravi  kumar' }, 'oneName'],
    ['a name of punctuation only', { oneName: ".'." }, 'oneName'],
    ['a 9-digit mobile', { twoMobile: '987654321' }, 'twoMobile'],
    ['an 11-digit mobile', { twoMobile: '98765432101' }, 'twoMobile'],
    ['a mobile starting with 5', { twoMobile: '5876543210' }, 'twoMobile'],
    ['a mobile with the 91 prefix', { twoMobile: '919876543210' }, 'twoMobile'],
    ['a relation in other capitals', { thirdRelation: 'father' }, 'thirdRelation'],
    ['a relation not in the list', { thirdRelation: 'Neighbour' }, 'thirdRelation'],
  ])('refuses %s', async (_case, change, column) => {
    const errors = await refused({ ...valid, ...change });
    expect(errors.map((e) => e.column)).toEqual([column]);
  });

  it('refuses a name longer than 50 characters', async () => {
    expect(await refused({ ...valid, oneName: 'a'.repeat(51) })).toEqual([
      { column: 'oneName', msg: "The first contact's name must have at most 50 characters." },
    ]);
  });

  it('accepts every relation the spec lists, spelled as it spells them', async () => {
    const relations = [
      'Father',
      'Mother',
      'Spouse',
      'brother',
      'sisters',
      'Children',
      'Classmates',
      'Colleagues',
      'Friends',
    ];
    const me = await signIn(t.app);
    for (let i = 0; i < relations.length; i += 3) {
      const body = {
        ...valid,
        oneRelation: relations[i],
        twoRelation: relations[i + 1],
        thirdRelation: relations[i + 2],
      };
      expect((await apiPost(t.app, '/auth/v1/contacts', body, { token: me.token })).body.code).toBe(0);
    }
    const { body } = await apiGet<{ relationOptions: { dictValue: string }[] }>(t.app, '/auth/v1/contacts', {
      token: me.token,
    });
    expect(body.data.relationOptions.map((o) => o.dictValue)).toEqual(relations);
  });

  it("refuses the borrower's own number and a number given twice", async () => {
    const me = await signIn(t.app);
    const own = me.phone.slice(2);
    const userId = await userIdOfPhone(t.db, me.phone);
    const answer = await apiPost(
      t.app,
      '/auth/v1/contacts',
      { ...valid, oneMobile: own, thirdMobile: valid.twoMobile },
      { token: me.token },
    );
    expect(expectFieldErrors(answer)).toEqual([
      {
        column: 'oneMobile',
        msg: "The first contact's mobile number is your own number. Please enter someone else's.",
      },
      {
        column: 'thirdMobile',
        msg: "The third contact's mobile number is the same as the second contact's. Please enter three different numbers.",
      },
    ]);
    expect(await countRows(t.db, 'emergency_contacts', 'user_id = $1', [userId])).toBe(0);
  });

  it('keeps the earlier contacts when a later save is refused', async () => {
    const me = await signIn(t.app);
    await apiPost(t.app, '/auth/v1/contacts', valid, { token: me.token });
    expectFieldErrors(
      await apiPost(t.app, '/auth/v1/contacts', { ...valid, twoName: '' }, { token: me.token }),
    );
    const { body } = await apiGet<Record<string, unknown>>(t.app, '/auth/v1/contacts', { token: me.token });
    expect(body.data).toMatchObject(valid);
  });

  it('refuses unknown fields and values that are not text through the contract', async () => {
    const me = await signIn(t.app);
    const unknown = await apiPost(
      t.app,
      '/auth/v1/contacts',
      { ...valid, fourName: 'x' },
      { token: me.token },
    );
    expect(unknown.body).toEqual({ code: 1001, msg: '"fourName" is not an accepted field.', data: null });
    const number = await apiPost(
      t.app,
      '/auth/v1/contacts',
      { ...valid, oneMobile: 9876543210 },
      { token: me.token },
    );
    expect(number.body).toEqual({
      code: 1001,
      msg: "The first contact's mobile number must be text of digits.",
      data: null,
    });
  });
});

describe('GET /api1/auth/v1/contacts', () => {
  it('answers empty defaults before anything is saved', async () => {
    const me = await signIn(t.app);
    const { body } = await apiGet<Record<string, unknown>>(t.app, '/auth/v1/contacts', { token: me.token });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      oneName: '',
      oneMobile: '',
      oneRelation: '',
      twoName: '',
      thirdRelation: '',
      saved: 0,
    });
  });

  it('needs a signed-in borrower', async () => {
    expect((await apiGet(t.app, '/auth/v1/contacts')).body.code).toBe(-4);
  });
});
