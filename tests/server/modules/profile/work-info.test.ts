import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/db-rows.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { expectFieldErrors, saveWork, validWork } from './profile-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function saved(userId: number) {
  const { rows } = await t.db.query<{ field_values: Record<string, string> }>(
    `SELECT field_values FROM profile_sections WHERE user_id = $1 AND section = 'work'`,
    [userId],
  );
  return rows[0]?.field_values;
}

async function refused(body: unknown) {
  const me = await signIn(t.app);
  const userId = await userIdOfPhone(t.db, me.phone);
  const errors = expectFieldErrors(await saveWork(t.app, me.token, body));
  expect(await countRows(t.db, 'profile_sections', 'user_id = $1', [userId])).toBe(0);
  return errors;
}

const requiredCanHidden = [
  { column: 'companyName', msg: 'Please enter company name.' },
  { column: 'designation', msg: 'Please enter designation.' },
  { column: 'companyPhone', msg: 'Please enter company phone.' },
  { column: 'workingYears', msg: 'Please select working years.' },
];

describe('POST /api1/auth/v1/work-info', () => {
  it('saves a salaried borrower with every field', async () => {
    const me = await signIn(t.app);
    const { body } = await saveWork(t.app, me.token, validWork);
    expect(body).toEqual({ code: 0, msg: 'success', data: {} });
    expect(await saved(await userIdOfPhone(t.db, me.phone))).toEqual(validWork);
  });

  it('requires the canHidden group from a borrower who works', async () => {
    for (const workState of ['1', '2']) {
      const errors = await refused({ workState, monthlyIncome: '25000' });
      expect(errors).toEqual(requiredCanHidden);
    }
  });

  it('makes the canHidden group optional for workState 3, and does not keep it', async () => {
    const me = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, me.phone);
    expect((await saveWork(t.app, me.token, { workState: '3', monthlyIncome: '0' })).body.code).toBe(0);
    expect(await saved(userId)).toEqual({ workState: '3', monthlyIncome: '0' });

    // Sent anyway (e.g. filled before switching to "Unemployed or student"): still not kept.
    expect(
      (await saveWork(t.app, me.token, { ...validWork, workState: '3', companyPhone: 'n/a' })).body.code,
    ).toBe(0);
    expect(await saved(userId)).toEqual({ workState: '3', monthlyIncome: '32000' });
  });

  it('still requires the always-asked fields of a borrower not working', async () => {
    expect(await refused({ workState: '3' })).toEqual([
      { column: 'monthlyIncome', msg: 'Please enter monthly income (₹).' },
    ]);
  });

  it('lists every bad field of the form at once', async () => {
    const errors = await refused({
      workState: '4',
      monthlyIncome: '12345678',
      companyName: '',
      designation: 'd'.repeat(61),
      companyPhone: '080412345',
      workingYears: '9',
      salary: '1',
    });
    expect(errors).toEqual([
      { column: 'workState', msg: 'Please select work status from the list.' },
      { column: 'monthlyIncome', msg: 'Monthly income (₹) must have at most 7 digits.' },
      { column: 'companyName', msg: 'Please enter company name.' },
      { column: 'designation', msg: 'Designation must have at most 60 characters.' },
      { column: 'companyPhone', msg: 'Company phone must be exactly 10 digits and cannot start with 0.' },
      { column: 'workingYears', msg: 'Please select working years from the list.' },
      { column: 'salary', msg: '"salary" is not an accepted field.' },
    ]);
  });

  it.each([
    ['an income with a comma', { monthlyIncome: '32,000' }, 'Monthly income (₹) must contain digits only.'],
    ['a negative income', { monthlyIncome: -5 }, 'Monthly income (₹) must contain digits only.'],
  ])('refuses %s', async (_case, change, msg) => {
    expect(await refused({ ...validWork, ...change })).toEqual([{ column: 'monthlyIncome', msg }]);
  });

  it('rejects unknown fields even from a borrower not working', async () => {
    expect(await refused({ workState: '3', monthlyIncome: '0', birthDate: '1990-01-01' })).toEqual([
      { column: 'birthDate', msg: '"birthDate" is not an accepted field.' },
    ]);
  });
});
