import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import type { CallRequest } from '../../renderer/services-api.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import {
  choose,
  fieldsInvalid,
  press,
  serverField,
  signedIn,
  toastText,
  type,
} from './onboarding-support.tsx';

const list = [
  serverField('birthDate', 'Date of birth', 7),
  serverField('gender', 'Gender', 4, {
    dictionaryVoList: [
      { dictLabel: 'Male', dictValue: '1' },
      { dictLabel: 'Female', dictValue: '2' },
    ],
  }),
  serverField('email', 'E-mail', 8),
  serverField('stateId', 'State', 5),
  serverField('districtId', 'District', 6),
  serverField('pincode', 'PIN code', 2, { checkType: 1, lengthLimitMax: 6 }),
  serverField('salaryDay', 'Salary day', 3),
];
const states = [
  { id: 12, name: 'Karnataka' },
  { id: 21, name: 'Maharashtra' },
];
const districts: Record<string, Array<{ id: number; name: string }>> = {
  '12': [
    { id: 301, name: 'Bengaluru Urban' },
    { id: 302, name: 'Mysuru' },
  ],
  '21': [{ id: 501, name: 'Pune' }],
};

function servicesWith(fields = list) {
  const services = createFakeServices(signedIn);
  services.respond('auth.pageInfoBase', ok({ list: fields }));
  services.respond('mapState.list', ok(states));
  services.respond('mapState.district', (request: CallRequest) =>
    ok(districts[String(request.params?.['stateId'])] ?? []),
  );
  return services;
}

const route = { params: {}, query: { pid: '3', step: '3', as: '5' } };
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const optionTexts = (label: string) =>
  Array.from((screen.getByRole('combobox', { name: label }) as HTMLSelectElement).options).map(
    (option) => option.textContent,
  );

async function fillAll() {
  await type('Date of birth', '1994-05-17');
  await choose('Gender', '2');
  await type('E-mail', 'asha@example.in');
  await choose('State', '12');
  await choose('District', '302');
  await type('PIN code', '560001');
  await choose('Salary day', '7');
}

describe('basic information screen', () => {
  it('draws the fields the server describes, under the step header', async () => {
    await drawScreen('auth-basic', { services: servicesWith(), route });
    expect(screen.getByText('Step 3 / 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Basic Information' })).toBeTruthy();
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).type).toBe('date');
    expect(optionTexts('Gender')).toEqual(['Enter Gender', 'Male', 'Female']);
    expect(optionTexts('State')).toEqual(['Enter State', 'Karnataka', 'Maharashtra']);
    expect(optionTexts('Salary day')).toHaveLength(32);
    expect(screen.getByRole('textbox', { name: 'PIN code' }).getAttribute('placeholder')).toBe(
      'Enter PIN code',
    );
  });

  it('keeps only digits in the PIN code, at most 6 of them after filtering', async () => {
    await drawScreen('auth-basic', { services: servicesWith(), route });
    expect((await type('PIN code', '560 001 99')).value).toBe('560001');
  });

  it('keeps Submit inactive until every field is filled', async () => {
    await drawScreen('auth-basic', { services: servicesWith(), route });
    expect(submit().disabled).toBe(true);
    await fillAll();
    expect(submit().disabled).toBe(false);
    await type('E-mail', ' ');
    expect(submit().disabled).toBe(true);
  });

  it('lists the districts of the chosen state, and a new state clears the district', async () => {
    const services = servicesWith();
    await drawScreen('auth-basic', { services, route });
    expect(services.calls.some((call) => call.endpoint === 'mapState.district')).toBe(false);
    await choose('State', '12');
    expect(optionTexts('District')).toEqual(['Enter District', 'Bengaluru Urban', 'Mysuru']);
    await choose('District', '302');
    await choose('State', '21');
    await settle();
    expect(optionTexts('District')).toEqual(['Enter District', 'Pune']);
    expect((screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement).value).toBe('');
    expect(
      services.calls.filter((call) => call.endpoint === 'mapState.district').map((c) => c.params),
    ).toEqual([{ stateId: '12' }, { stateId: '21' }]);
  });

  it('starts from what the borrower saved, with the districts of the saved state', async () => {
    const saved = list.map((field) => ({
      ...field,
      currentValue:
        {
          birthDate: '1994-05-17',
          gender: '2',
          email: 'a@b.in',
          stateId: '12',
          districtId: '301',
          pincode: '560001',
          salaryDay: '7',
        }[field['value'] as string] ?? null,
    }));
    await drawScreen('auth-basic', { services: servicesWith(saved), route });
    expect((screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement).value).toBe('301');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('a@b.in');
    expect(submit().disabled).toBe(false);
  });

  it('checks the e-mail and the PIN code before sending', async () => {
    const services = servicesWith();
    await drawScreen('auth-basic', { services, route });
    await fillAll();
    await type('PIN code', '060001');
    await press('Submit');
    expect(toastText()).toBe('Please input a valid PIN code');
    await type('PIN code', '560001');
    await type('E-mail', 'asha@example');
    await press('Submit');
    expect(toastText()).toBe('Please input a valid e-mail');
    expect(services.calls.some((call) => call.endpoint === 'auth.baseInfo')).toBe(false);
  });

  it("lists the server's field errors numbered in a toast and stays", async () => {
    const services = servicesWith();
    services.respond(
      'auth.baseInfo',
      fieldsInvalid([
        { column: 'birthDate', msg: 'You must be 18 years or older to apply.' },
        { column: 'districtId', msg: 'District is not in the state you selected. Please select it again.' },
      ]),
    );
    await drawScreen('auth-basic', { services, route });
    await fillAll();
    await press('Submit');
    expect(toastText()).toBe(
      '1. You must be 18 years or older to apply.\n2. District is not in the state you selected. Please select it again.',
    );
    expect(services.navigations).toEqual([]);
  });

  it('shows the server message of any other failure', async () => {
    const services = servicesWith();
    services.respond('auth.baseInfo', { ok: false, error: { code: 1001, msg: 'The service is busy.' } });
    await drawScreen('auth-basic', { services, route });
    await fillAll();
    await press('Submit');
    expect(toastText()).toBe('The service is busy.');
  });

  it('sends every value by its payload name and goes back to the steps with the product', async () => {
    const services = servicesWith();
    services.respond('auth.baseInfo', ok({}));
    await drawScreen('auth-basic', { services, route });
    await fillAll();
    await press('Submit');
    expect(services.calls.find((call) => call.endpoint === 'auth.baseInfo')?.body).toEqual({
      birthDate: '1994-05-17',
      gender: '2',
      email: 'asha@example.in',
      stateId: '12',
      districtId: '302',
      pincode: '560001',
      salaryDay: '7',
    });
    expect(services.navigations).toEqual([{ to: '/auth/index?pid=3', replace: true }]);
  });
});
