import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { saveBasic, saveWork, validBasic, validWork } from './profile-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Field {
  key: string;
  value: string;
  label: string;
  dataType: number;
  checkType: number;
  checkReq: number;
  lengthLimitMax: number | null;
  dictionaryVoList: { dictLabel: string; dictValue: string }[];
  currentValue: string | null;
}

describe('GET /api1/auth/v1/auth-page-info?type=baseInfo', () => {
  it('serves the basic fields in order, with their types, limits and choices', async () => {
    const me = await signIn(t.app);
    const { body } = await apiGet<{ list: Field[] }>(t.app, '/auth/v1/auth-page-info?type=baseInfo', {
      token: me.token,
    });
    expect(body.code).toBe(0);
    const list = body.data.list;
    expect(list.map((f) => [f.value, f.dataType])).toEqual([
      ['birthDate', 7],
      ['gender', 4],
      ['maritalStatus', 4],
      ['education', 4],
      ['loanPurpose', 4],
      ['email', 8],
      ['stateId', 5],
      ['districtId', 6],
      ['address', 1],
      ['pincode', 2],
      ['salaryDay', 3],
    ]);
    expect(list.every((f) => f.checkReq === 1 && f.currentValue === null)).toBe(true);
    expect(list.find((f) => f.value === 'pincode')).toEqual({
      key: 'PIN code',
      value: 'pincode',
      label: '6-digit PIN code',
      dataType: 2,
      checkType: 1,
      checkReq: 1,
      lengthLimitMax: 6,
      dictionaryVoList: [],
      currentValue: null,
    });
    expect(list.find((f) => f.value === 'loanPurpose')?.dictionaryVoList.map((o) => o.dictLabel)).toEqual([
      'Shopping',
      'Medical treatment',
      'Education',
      'Tourism',
      'Living expenses',
      'Purchase of vehicles',
    ]);
    expect(list.find((f) => f.value === 'birthDate')?.lengthLimitMax).toBeNull();
  });

  it("includes a returning borrower's saved values", async () => {
    const me = await signIn(t.app);
    const basic = await validBasic(t.app);
    expect((await saveBasic(t.app, me.token, basic)).body.code).toBe(0);
    const { body } = await apiGet<{ list: Field[] }>(t.app, '/auth/v1/auth-page-info?type=baseInfo', {
      token: me.token,
    });
    expect(Object.fromEntries(body.data.list.map((f) => [f.value, f.currentValue]))).toEqual(basic);
    // Another borrower still sees an empty form.
    const other = await signIn(t.app);
    const theirs = await apiGet<{ list: Field[] }>(t.app, '/auth/v1/auth-page-info?type=baseInfo', {
      token: other.token,
    });
    expect(theirs.body.data.list.every((f) => f.currentValue === null)).toBe(true);
  });

  it.each([
    ['a wrong type', '?type=workInfo', 'Please ask for type=baseInfo (the basic information form).'],
    ['no type', '', 'Please ask for type=baseInfo (the basic information form).'],
    ['an unknown parameter', '?type=baseInfo&all=1', '"all" is not an accepted field.'],
  ])('refuses %s', async (_case, query, msg) => {
    const me = await signIn(t.app);
    const { body } = await apiGet(t.app, `/auth/v1/auth-page-info${query}`, { token: me.token });
    expect(body).toEqual({ code: 1001, msg, data: null });
  });

  it('needs a signed-in borrower', async () => {
    const { body } = await apiGet(t.app, '/auth/v1/auth-page-info?type=baseInfo');
    expect(body.code).toBe(-4);
  });
});

describe('GET /api1/auth/v2/auth-page-info?type=workInfo', () => {
  it('serves the always-asked and the optional-when-not-working groups', async () => {
    const me = await signIn(t.app);
    const { body } = await apiGet<{
      cannotHidden: Field[];
      canHidden: Field[];
      canHiddenOptionalWhen: { field: string; value: string };
    }>(t.app, '/auth/v2/auth-page-info?type=workInfo', { token: me.token });
    expect(body.code).toBe(0);
    expect(body.data.cannotHidden.map((f) => [f.value, f.dataType, f.lengthLimitMax])).toEqual([
      ['workState', 4, null],
      ['monthlyIncome', 2, 7],
    ]);
    expect(body.data.canHidden.map((f) => [f.value, f.dataType, f.lengthLimitMax])).toEqual([
      ['companyName', 1, 100],
      ['designation', 1, 60],
      ['companyPhone', 2, 10],
      ['workingYears', 4, null],
    ]);
    expect(body.data.cannotHidden[0]?.dictionaryVoList).toEqual([
      { dictLabel: 'Salaried', dictValue: '1' },
      { dictLabel: 'Self-employed', dictValue: '2' },
      { dictLabel: 'Unemployed or student', dictValue: '3' },
    ]);
    expect(body.data.canHiddenOptionalWhen).toEqual({ field: 'workState', value: '3' });
  });

  it('includes the saved work values', async () => {
    const me = await signIn(t.app);
    expect((await saveWork(t.app, me.token, validWork)).body.code).toBe(0);
    const { body } = await apiGet<{ cannotHidden: Field[]; canHidden: Field[] }>(
      t.app,
      '/auth/v2/auth-page-info?type=workInfo',
      { token: me.token },
    );
    const fields = [...body.data.cannotHidden, ...body.data.canHidden];
    expect(Object.fromEntries(fields.map((f) => [f.value, f.currentValue]))).toEqual(validWork);
  });

  it('refuses the basic form type on the work path', async () => {
    const me = await signIn(t.app);
    const { body } = await apiGet(t.app, '/auth/v2/auth-page-info?type=baseInfo', { token: me.token });
    expect(body).toEqual({
      code: 1001,
      msg: 'Please ask for type=workInfo (the work information form).',
      data: null,
    });
  });
});
