import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { importFixture } from './ifsc-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.db, 'small.csv');
  token = (await signIn(t.app)).token;
});
afterAll(() => t.close());

type Named = { id: number; name: string };
type Branch = Named & { ifsc: string; address: string };

async function list<T>(url: string): Promise<T[]> {
  const { body } = await apiGet<T[]>(t.app, url, { token });
  expect(body).toMatchObject({ code: 0 });
  return body.data;
}

const banks = () => list<{ id: number; bankName: string }>('/bank-info/v1/get-bank-info');
const bankId = async (name: string) => (await banks()).find((bank) => bank.bankName === name)?.id as number;
const byName = <T extends Named>(items: T[], name: string) => items.find((item) => item.name === name) as T;

describe('IFSC finder: bank, state, city, branch', () => {
  it('lists the banks sorted by name', async () => {
    const names = (await banks()).map((bank) => bank.bankName);
    expect(names).toEqual(
      expect.arrayContaining(['Alpha Test Bank', 'Beta Test Bank', 'State Bank of India']),
    );
    expect(names).toEqual([...names].sort((a, b) => (a.toUpperCase() < b.toUpperCase() ? -1 : 1)));
  });

  it("narrows each list to the previous choice: a bank's states, its cities there, its branches there", async () => {
    const alphaStates = await list<Named>(
      `/bank-info/v1/get-state-list?pId=${await bankId('Alpha Test Bank')}`,
    );
    expect(alphaStates.map((s) => s.name)).toEqual(['KARNATAKA', 'MAHARASHTRA']);

    const alphaCities = await list<Named>(
      `/bank-info/v1/get-city-list?stateId=${byName(alphaStates, 'MAHARASHTRA').id}`,
    );
    expect(alphaCities.map((c) => c.name)).toEqual(['MUMBAI', 'PUNE']);

    const alphaPune = await list<Branch>(
      `/bank-info/v1/get-branch-list?cityId=${byName(alphaCities, 'PUNE').id}`,
    );
    expect(alphaPune).toEqual([
      {
        id: expect.any(Number),
        name: 'KOTHRUD, WEST',
        ifsc: 'ALPH0000002',
        address: 'SHOP 3, "SAI" COMPLEX KOTHRUD, PUNE 411038',
      },
      {
        id: expect.any(Number),
        name: 'MAIN BRANCH',
        ifsc: 'ALPH0000001',
        address: '12, FC ROAD, PUNE 411004',
      },
    ]);

    // The other bank's Maharashtra is another state id, leading only to its own Pune branch.
    const betaStates = await list<Named>(
      `/bank-info/v1/get-state-list?pId=${await bankId('Beta Test Bank')}`,
    );
    expect(betaStates.map((s) => s.name)).toEqual(['DELHI', 'MAHARASHTRA']);
    const betaMaharashtra = byName(betaStates, 'MAHARASHTRA');
    expect(betaMaharashtra.id).not.toBe(byName(alphaStates, 'MAHARASHTRA').id);
    const betaCities = await list<Named>(`/bank-info/v1/get-city-list?stateId=${betaMaharashtra.id}`);
    expect(betaCities.map((c) => c.name)).toEqual(['PUNE']);
    const betaPune = await list<Branch>(
      `/bank-info/v1/get-branch-list?cityId=${byName(betaCities, 'PUNE').id}`,
    );
    expect(betaPune.map((b) => b.ifsc)).toEqual(['BETA0000001']);
  });

  it('finds the seeded SBI New Delhi main branch through the lists', async () => {
    const states = await list<Named>(
      `/bank-info/v1/get-state-list?pId=${await bankId('State Bank of India')}`,
    );
    const cities = await list<Named>(`/bank-info/v1/get-city-list?stateId=${byName(states, 'DELHI').id}`);
    const branches = await list<Branch>(
      `/bank-info/v1/get-branch-list?cityId=${byName(cities, 'NEW DELHI').id}`,
    );
    expect(branches).toContainEqual(
      expect.objectContaining({ name: 'NEW DELHI MAIN BRANCH', ifsc: 'SBIN0000691' }),
    );
  });

  it('gives an empty list for an id that leads nowhere, and a message for a missing or wrong one', async () => {
    expect(await list('/bank-info/v1/get-state-list?pId=999999')).toEqual([]);
    expect(await list('/bank-info/v1/get-branch-list?cityId=999999')).toEqual([]);
    const missing = await apiGet(t.app, '/bank-info/v1/get-city-list', { token });
    expect(missing.body).toMatchObject({ code: 1001, msg: 'Please choose a state.' });
    for (const pId of ['abc', '0', '99999999999']) {
      const wrong = await apiGet(t.app, `/bank-info/v1/get-state-list?pId=${pId}`, { token });
      expect(wrong.body).toMatchObject({ code: 1001, msg: 'Please choose a bank.' });
    }
  });

  it('is for signed-in borrowers only', async () => {
    const { body } = await apiGet(t.app, '/bank-info/v1/get-bank-info');
    expect(body).toMatchObject({ code: -4 });
  });
});

describe('GET /api1/bank/v1/ifsc-info', () => {
  it('tells the bank and branch of a code, with the finder ids that lead to it', async () => {
    const { body } = await apiGet<Record<string, unknown>>(t.app, '/bank/v1/ifsc-info?ifsc=alph0000001', {
      token,
    });
    expect(body.data).toMatchObject({
      ifsc: 'ALPH0000001',
      bankName: 'Alpha Test Bank',
      stateName: 'MAHARASHTRA',
      cityName: 'PUNE',
      branchName: 'MAIN BRANCH',
      address: '12, FC ROAD, PUNE 411004',
    });
    const states = await list<Named>(`/bank-info/v1/get-state-list?pId=${String(body.data.bankId)}`);
    expect(states.map((s) => s.id)).toContain(body.data.stateId);
    const branches = await list<Branch>(`/bank-info/v1/get-branch-list?cityId=${String(body.data.cityId)}`);
    expect(branches.find((b) => b.ifsc === 'ALPH0000001')?.id).toBe(body.data.branchId);
  });

  it('names a well-formed code that is not in the directory, and refuses a malformed one', async () => {
    const unknown = await apiGet(t.app, '/bank/v1/ifsc-info?ifsc=ZZZZ0123456', { token });
    expect(unknown.body).toEqual({
      code: 4101,
      msg: "IFSC code ZZZZ0123456 is not in our bank directory. Please check it, or use 'Forget your IFSC ?' to find your branch.",
      data: null,
    });
    const malformed = await apiGet(t.app, '/bank/v1/ifsc-info?ifsc=SBIN1234', { token });
    expect(malformed.body).toMatchObject({
      code: 1001,
      msg: 'Please enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits.',
    });
  });
});
