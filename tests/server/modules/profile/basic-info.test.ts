import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/db-rows.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { expectFieldErrors, istDateYearsAgo, placeIds, saveBasic, validBasic } from './profile-fixtures.ts';

let t: TestApp;
let valid: Record<string, string | number>;
beforeAll(async () => {
  t = await createTestApp();
  valid = await validBasic(t.app);
});
afterAll(() => t.close());

async function saved(userId: number) {
  const { rows } = await t.db.query<{ field_values: Record<string, string> }>(
    `SELECT field_values FROM profile_sections WHERE user_id = $1 AND section = 'basic'`,
    [userId],
  );
  return rows[0]?.field_values;
}

async function birthDateOf(userId: number) {
  const { rows } = await t.db.query<{ b: string | null }>(
    `SELECT to_char(birth_date, 'YYYY-MM-DD') AS b FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.b;
}

/** Sends a bad form as a new borrower; proves nothing was kept and returns the error list. */
async function refused(body: unknown) {
  const me = await signIn(t.app);
  const userId = await userIdOfPhone(t.db, me.phone);
  const errors = expectFieldErrors(await saveBasic(t.app, me.token, body));
  expect(await countRows(t.db, 'profile_sections', 'user_id = $1', [userId])).toBe(0);
  expect(await birthDateOf(userId)).toBeNull();
  return errors;
}

describe('POST /api1/auth/v1/base-info', () => {
  it('saves a valid form and keeps the date of birth for underwriting', async () => {
    const me = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, me.phone);
    const { body } = await saveBasic(t.app, me.token, valid);
    expect(body).toEqual({ code: 0, msg: 'success', data: {} });
    expect(await saved(userId)).toEqual(valid);
    expect(await birthDateOf(userId)).toBe('1995-04-12');
  });

  it('trims values, takes numbers sent as JSON numbers, and replaces an earlier save', async () => {
    const me = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, me.phone);
    expect((await saveBasic(t.app, me.token, valid)).body.code).toBe(0);
    const again = {
      ...valid,
      birthDate: '1990-01-31',
      stateId: Number(valid.stateId),
      pincode: 560034,
      salaryDay: '07',
      address: '  45 Church Street  ',
    };
    expect((await saveBasic(t.app, me.token, again)).body.code).toBe(0);
    expect(await saved(userId)).toEqual({
      ...valid,
      birthDate: '1990-01-31',
      pincode: '560034',
      salaryDay: '7',
      address: '45 Church Street',
    });
    expect(await birthDateOf(userId)).toBe('1990-01-31');
    expect(await countRows(t.db, 'profile_sections', 'user_id = $1', [userId])).toBe(1);
  });

  it('lists every missing field, in form order, with its message', async () => {
    const errors = await refused({});
    expect(errors).toEqual([
      { column: 'birthDate', msg: 'Please select date of birth.' },
      { column: 'gender', msg: 'Please select gender.' },
      { column: 'maritalStatus', msg: 'Please select marital status.' },
      { column: 'education', msg: 'Please select education.' },
      { column: 'loanPurpose', msg: 'Please select loan purpose.' },
      { column: 'email', msg: 'Please enter e-mail.' },
      { column: 'stateId', msg: 'Please select state.' },
      { column: 'districtId', msg: 'Please select district.' },
      { column: 'address', msg: 'Please enter address.' },
      { column: 'pincode', msg: 'Please enter PIN code.' },
      { column: 'salaryDay', msg: 'Please select salary day.' },
    ]);
  });

  it('lists every wrong field at once, unknown fields last', async () => {
    const errors = await refused({
      ...valid,
      birthDate: '2001-02-29',
      gender: '9',
      email: 'asha@',
      pincode: '56000a',
      salaryDay: '32',
      address: 'x'.repeat(201),
      isAdmin: 'yes',
    });
    expect(errors).toEqual([
      { column: 'birthDate', msg: 'Date of birth must be a real date written as yyyy-mm-dd.' },
      { column: 'gender', msg: 'Please select gender from the list.' },
      { column: 'email', msg: 'E-mail must be a valid e-mail address, like name@example.com.' },
      { column: 'address', msg: 'Address must have at most 200 characters.' },
      { column: 'pincode', msg: 'PIN code must contain digits only.' },
      { column: 'salaryDay', msg: 'Please select a day of the month between 1 and 31 for salary day.' },
      { column: 'isAdmin', msg: '"isAdmin" is not an accepted field.' },
    ]);
  });

  it.each([
    [
      'a 5-digit PIN code',
      { pincode: '56001' },
      'pincode',
      'PIN code must be exactly 6 digits and cannot start with 0.',
    ],
    [
      'a PIN code starting with 0',
      { pincode: '060001' },
      'pincode',
      'PIN code must be exactly 6 digits and cannot start with 0.',
    ],
    [
      'salary day 0',
      { salaryDay: '0' },
      'salaryDay',
      'Please select a day of the month between 1 and 31 for salary day.',
    ],
    [
      'a date in another format',
      { birthDate: '12/04/1995' },
      'birthDate',
      'Date of birth must be a real date written as yyyy-mm-dd.',
    ],
    [
      'a birth date in the future',
      { birthDate: istDateYearsAgo(0, 1) },
      'birthDate',
      'Please enter your real date of birth.',
    ],
    [
      'a birth date before 1900',
      { birthDate: '1899-12-31' },
      'birthDate',
      'Please enter your real date of birth.',
    ],
    [
      'a borrower one day short of 18',
      { birthDate: istDateYearsAgo(18, 1) },
      'birthDate',
      'You must be 18 years or older to apply.',
    ],
    [
      'an e-mail without a domain',
      { email: 'asha.verma' },
      'email',
      'E-mail must be a valid e-mail address, like name@example.com.',
    ],
    [
      'an e-mail with spaces',
      { email: 'asha verma@example.in' },
      'email',
      'E-mail must be a valid e-mail address, like name@example.com.',
    ],
    [
      'an address on two lines',
      { address: '12 MG Road\nBengaluru' },
      'address',
      'Address must be plain text on one line.',
    ],
    [
      'a loan purpose not in the list',
      { loanPurpose: 'Wedding' },
      'loanPurpose',
      'Please select loan purpose from the list.',
    ],
    ['an unknown state', { stateId: '99999' }, 'stateId', 'Please select state from the list.'],
    ['a state that is not an id', { stateId: 'Karnataka' }, 'stateId', 'Please select state from the list.'],
    ['an unknown district', { districtId: '999999' }, 'districtId', 'Please select district from the list.'],
    ['a field left blank with spaces', { address: '   ' }, 'address', 'Please enter address.'],
    [
      'an address broken by U+2028 (line separator)',
      { address: '12 MG Road\u2028Bengaluru' },
      'address',
      'Address must be plain text on one line.',
    ],
    [
      'an address broken by U+2029 (paragraph separator)',
      { address: '12 MG Road\u2029Bengaluru' },
      'address',
      'Address must be plain text on one line.',
    ],
    [
      'an address broken by U+0085 (next line)',
      { address: '12 MG Road\u0085Bengaluru' },
      'address',
      'Address must be plain text on one line.',
    ],
    [
      'an address of invisible characters only',
      { address: '\u200b\u200d\ufeff' },
      'address',
      'Please enter address.',
    ],
  ])('refuses %s with a message naming the field', async (_case, change, column, msg) => {
    expect(await refused({ ...valid, ...change })).toEqual([{ column, msg }]);
  });

  it('refuses a district of another state than the one chosen', async () => {
    const pune = await placeIds(t.app, 'Maharashtra', 'Pune');
    expect(await refused({ ...valid, districtId: String(pune.districtId) })).toEqual([
      { column: 'districtId', msg: 'District is not in the state you selected. Please select it again.' },
    ]);
    // Both from Maharashtra is fine.
    const me = await signIn(t.app);
    const ok = await saveBasic(t.app, me.token, {
      ...valid,
      stateId: pune.stateId,
      districtId: pune.districtId,
    });
    expect(ok.body.code).toBe(0);
  });

  it('accepts a borrower who turns 18 today', async () => {
    const me = await signIn(t.app);
    const birthDate = istDateYearsAgo(18);
    expect((await saveBasic(t.app, me.token, { ...valid, birthDate })).body.code).toBe(0);
    expect(await birthDateOf(await userIdOfPhone(t.db, me.phone))).toBe(birthDate);
  });

  it('keeps the earlier save when a later one is refused', async () => {
    const me = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, me.phone);
    expect((await saveBasic(t.app, me.token, valid)).body.code).toBe(0);
    expectFieldErrors(
      await saveBasic(t.app, me.token, { ...valid, birthDate: istDateYearsAgo(10), email: '' }),
    );
    expect(await saved(userId)).toEqual(valid);
    expect(await birthDateOf(userId)).toBe('1995-04-12');
  });

  it.each([
    [
      'a value that is neither text nor a whole number',
      { gender: true },
      "Please send each field's value as text (at most 1000 characters) or a whole number.",
    ],
    ['a list instead of an object', [], 'Please send the details as a JSON object.'],
  ])('refuses %s before reading the fields', async (_case, body, msg) => {
    const me = await signIn(t.app);
    const { body: answer } = await saveBasic(
      t.app,
      me.token,
      Array.isArray(body) ? body : { ...valid, ...body },
    );
    expect(answer).toEqual({ code: 1001, msg, data: null });
  });

  it('needs a signed-in borrower', async () => {
    const { body } = await saveBasic(t.app, '', valid);
    expect(body.code).toBe(-4);
  });
});
