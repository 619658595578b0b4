import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok, type FakeServices } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

const banks = [
  { id: 1, bankName: 'HDFC Bank' },
  { id: 2, bankName: 'ICICI Bank' },
  { id: 3, bankName: 'State Bank of India' },
];
const statesOf: Record<number, Array<{ id: number; name: string }>> = {
  3: [
    { id: 31, name: 'DELHI' },
    { id: 32, name: 'MAHARASHTRA' },
  ],
  1: [{ id: 11, name: 'KARNATAKA' }],
};
const citiesOf: Record<number, Array<{ id: number; name: string }>> = {
  31: [{ id: 301, name: 'NEW DELHI' }],
};
const branchesOf: Record<number, unknown[]> = {
  301: [
    { id: 9001, name: 'CONNAUGHT PLACE', ifsc: 'SBIN0000001', address: '' },
    {
      id: 9002,
      name: 'NEW DELHI MAIN BRANCH',
      ifsc: 'SBIN0000691',
      address: '11, SANSAD MARG (PARLIAMENT STREET), NEW DELHI 110001',
    },
  ],
};

function finderServices(): FakeServices {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  const param = (query: unknown, name: string) => Number((query as Record<string, unknown>)[name]);
  services.respond('bankInfo.banks', ok(banks));
  services.respond('bankInfo.states', (request) => ok(statesOf[param(request.query, 'pId')] ?? []));
  services.respond('bankInfo.cities', (request) => ok(citiesOf[param(request.query, 'stateId')] ?? []));
  services.respond('bankInfo.branches', (request) => ok(branchesOf[param(request.query, 'cityId')] ?? []));
  return services;
}

async function press(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

async function search(name: string, text: string) {
  await act(async () => fillIn(screen.getByRole('textbox', { name }), text));
  await settle();
}

/** The rows of the list shown now (the choices, by their accessible names). */
const rows = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((text) => !['RE-FIND', 'Yes', 'Feedback'].includes(text));

async function findNewDelhiMain(services: FakeServices) {
  await drawScreen('bank-ifsc', { services, route: { params: {}, query: { pid: '3' } } });
  await press('State Bank of India');
  await press('DELHI');
  await press('NEW DELHI');
  await press('NEW DELHI MAIN BRANCH SBIN0000691');
}

describe('bank-ifsc screen', () => {
  it('starts with the banks and a search box that narrows them as the borrower types', async () => {
    const services = finderServices();
    await drawScreen('bank-ifsc', { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Find IFSC Code' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your bank' })).toBeTruthy();
    expect(screen.getByText('Step 1 / 4')).toBeTruthy();
    expect(rows()).toEqual(['HDFC Bank', 'ICICI Bank', 'State Bank of India']);
    await search('Search bank', 'state');
    expect(rows()).toEqual(['State Bank of India']);
    await search('Search bank', 'zzz');
    expect(rows()).toEqual([]);
    expect(screen.getByText('No bank matches your search.')).toBeTruthy();
    expect(services.calls.map((call) => call.endpoint)).toEqual(['bankInfo.banks']);
  });

  it('goes bank, state, city, branch, each list loaded for the choice before it and searchable', async () => {
    const services = finderServices();
    await drawScreen('bank-ifsc', { services });
    await press('State Bank of India');
    expect(screen.getByText('Step 2 / 4')).toBeTruthy();
    expect(rows()).toEqual(['DELHI', 'MAHARASHTRA']);
    await search('Search state', 'del');
    expect(rows()).toEqual(['DELHI']);
    await press('DELHI');
    expect(screen.getByText('Step 3 / 4')).toBeTruthy();
    expect(rows()).toEqual(['NEW DELHI']);
    await press('NEW DELHI');
    expect(screen.getByRole('heading', { name: 'Choose your branch' })).toBeTruthy();
    expect(rows()).toEqual(['CONNAUGHT PLACE SBIN0000001', 'NEW DELHI MAIN BRANCH SBIN0000691']);
    await search('Search branch', 'main');
    expect(rows()).toEqual(['NEW DELHI MAIN BRANCH SBIN0000691']);
    // Words in any order and spacing, as a borrower remembers a branch's name.
    await search('Search branch', 'branch  delhi');
    expect(rows()).toEqual(['NEW DELHI MAIN BRANCH SBIN0000691']);
    expect(services.calls).toEqual([
      { endpoint: 'bankInfo.banks' },
      { endpoint: 'bankInfo.states', query: { pId: 3 } },
      { endpoint: 'bankInfo.cities', query: { stateId: 31 } },
      { endpoint: 'bankInfo.branches', query: { cityId: 301 } },
    ]);
  });

  it('says no state matches only once the states came and none matches, not while they load', async () => {
    const services = finderServices();
    let answer: (result: ReturnType<typeof ok>) => void = () => undefined;
    services.respond('bankInfo.states', () => new Promise((resolve) => (answer = resolve)));
    await drawScreen('bank-ifsc', { services });
    await press('State Bank of India');
    expect(screen.getByText('Step 2 / 4')).toBeTruthy();
    expect(screen.queryByText('No state matches your search.'), 'while the states load').toBeNull();
    await act(async () => answer(ok([{ id: 31, name: 'DELHI' }])));
    await settle();
    expect(rows()).toEqual(['DELHI']);
    await search('Search state', 'goa');
    expect(screen.getByText('No state matches your search.')).toBeTruthy();
  });

  it('shows the choices made so far above the next list', async () => {
    await drawScreen('bank-ifsc', { services: finderServices() });
    await press('State Bank of India');
    await press('DELHI');
    const chosen = screen.getByText('Bank').closest('.w-card') as HTMLElement;
    expect(within(chosen).getByText('State Bank of India')).toBeTruthy();
    expect(within(chosen).getByText('DELHI')).toBeTruthy();
  });

  it("asks 'Is this yor IFSC Code?' with the code and branch; Yes fills it into the add form", async () => {
    const services = finderServices();
    await findNewDelhiMain(services);
    expect(screen.getByRole('heading', { level: 2, name: 'Is this yor IFSC Code?' })).toBeTruthy();
    expect(screen.getByText('SBIN0000691')).toBeTruthy();
    expect(screen.getByText('NEW DELHI MAIN BRANCH')).toBeTruthy();
    expect(screen.getByText('11, SANSAD MARG (PARLIAMENT STREET), NEW DELHI 110001')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await press('Yes');
    expect(services.navigations).toEqual([{ to: '/bank/add?pid=3&ifsc_code=SBIN0000691', replace: true }]);
  });

  it('RE-FIND goes back to the bank list with every choice cleared', async () => {
    const services = finderServices();
    await findNewDelhiMain(services);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'RE-FIND' }).at(-1)!));
    await settle();
    expect(screen.getByText('Step 1 / 4')).toBeTruthy();
    expect(screen.queryByText('Is this yor IFSC Code?')).toBeNull();
    expect(screen.queryByText('Bank')).toBeNull();
    expect(rows()).toEqual(['HDFC Bank', 'ICICI Bank', 'State Bank of India']);
    await press('HDFC Bank');
    expect(rows()).toEqual(['KARNATAKA']);
    expect(services.calls.at(-1)).toEqual({ endpoint: 'bankInfo.states', query: { pId: 1 } });
    expect(services.navigations).toEqual([]);
  });

  it("takes the phone's Back one step back, clearing that step's choice, and lets it leave from the banks", async () => {
    const services = finderServices();
    await drawScreen('bank-ifsc', { services });
    expect(services.holds, 'on the first step Back leaves the finder').toHaveLength(0);
    await press('State Bank of India');
    await press('DELHI');
    expect(screen.getByText('Step 3 / 4')).toBeTruthy();
    expect(services.holds).toHaveLength(1);

    await act(async () => services.holds.at(-1)?.pressBack());
    await settle();
    expect(screen.getByText('Step 2 / 4')).toBeTruthy();
    expect(rows()).toEqual(['DELHI', 'MAHARASHTRA']);
    const chosen = screen.getByText('Bank').closest('.w-card') as HTMLElement;
    expect(within(chosen).getByText('State Bank of India')).toBeTruthy();
    expect(within(chosen).queryByText('DELHI'), 'the state chosen is cleared').toBeNull();
    expect(
      services.holds.map((hold) => hold.released),
      'Back is held again',
    ).toEqual([true, false]);

    await act(async () => services.holds.at(-1)?.pressBack());
    await settle();
    expect(screen.getByText('Step 1 / 4')).toBeTruthy();
    expect(rows()).toEqual(['HDFC Bank', 'ICICI Bank', 'State Bank of India']);
    expect(
      services.holds.map((hold) => hold.released),
      'and given up on the banks',
    ).toEqual([true, true]);
    expect(services.navigations).toEqual([]);
  });
});
