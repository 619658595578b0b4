import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { workPage } from './auth-work-page.ts';
import { drawScreen } from './draw-screen.tsx';
import { pasteAt, typeAt } from '../../tests/support/user-input.ts';
import { choose, fieldsInvalid, press, signedIn, toastText, type } from './onboarding-support.tsx';

function servicesWith(page: unknown = workPage) {
  const services = createFakeServices(signedIn);
  services.respond('auth.pageInfoWork', ok(page));
  return services;
}

const route = { params: {}, query: { pid: '3', step: '4', as: '5' } };
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const companyName = () => screen.queryByRole('textbox', { name: 'Company name' });

async function fillEmployed() {
  await choose('Work status', '1');
  await type('Monthly income (₹)', '45000');
  await type('Company name', 'Acme Foods');
  await type('Designation', 'Store manager');
  await type('Company phone', '8023456789');
  await choose('Working years', '2');
}

describe('work information screen', () => {
  it('asks for the work status and income, then the employer, under the step header', async () => {
    await drawScreen('auth-work', { services: servicesWith(), route });
    expect(screen.getByText('Step 4 / 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Work Information' })).toBeTruthy();
    for (const name of ['Monthly income (₹)', 'Company name', 'Designation', 'Company phone'])
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Working years' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Designation' }) as HTMLInputElement).maxLength).toBe(60);
  });

  it('keeps Submit inactive until every required field is filled', async () => {
    await drawScreen('auth-work', { services: servicesWith(), route });
    expect(submit().disabled).toBe(true);
    await choose('Work status', '1');
    await type('Monthly income (₹)', '45000');
    expect(submit().disabled).toBe(true);
    await fillEmployed();
    expect(submit().disabled).toBe(false);
  });

  it('hides the employer fields and does not need them when the borrower is not working (workState 3)', async () => {
    const services = servicesWith();
    services.respond('auth.workInfo', ok({}));
    await drawScreen('auth-work', { services, route });
    await type('Company phone', '0123');
    await choose('Work status', '3');
    expect(companyName()).toBeNull();
    await type('Monthly income (₹)', '5000');
    expect(submit().disabled).toBe(false);
    await press('Submit');
    expect(services.calls.find((call) => call.endpoint === 'auth.workInfo')?.body).toMatchObject({
      workState: '3',
      monthlyIncome: '5000',
    });
    expect(services.navigations).toEqual([{ to: '/auth/index?pid=3', replace: true }]);
  });

  it('shows the employer fields again, required, once the borrower says they work', async () => {
    await drawScreen('auth-work', { services: servicesWith(), route });
    await choose('Work status', '3');
    await type('Monthly income (₹)', '5000');
    await choose('Work status', '2');
    expect(companyName()).toBeTruthy();
    expect(companyName()!.getAttribute('aria-required')).toBe('true');
    expect(submit().disabled).toBe(true);
  });

  it('wants a company phone of exactly 10 digits that does not start with 0', async () => {
    const services = servicesWith();
    await drawScreen('auth-work', { services, route });
    await fillEmployed();
    await type('Company phone', '0802345678');
    await press('Submit');
    expect(toastText()).toBe('Please input a valid Company phone');
    expect(services.calls.some((call) => call.endpoint === 'auth.workInfo')).toBe(false);
  });

  it("lists the server's field errors numbered in a toast and stays", async () => {
    const services = servicesWith();
    services.respond(
      'auth.workInfo',
      fieldsInvalid([
        { column: 'companyName', msg: 'Company name must be plain text on one line.' },
        { column: 'monthlyIncome', msg: 'Monthly income (₹) must have at most 7 digits.' },
      ]),
    );
    await drawScreen('auth-work', { services, route });
    await fillEmployed();
    await press('Submit');
    expect(toastText()).toBe(
      '1. Company name must be plain text on one line.\n2. Monthly income (₹) must have at most 7 digits.',
    );
    expect(services.navigations).toEqual([]);
  });

  it('sends every value by its payload name and goes back to the steps', async () => {
    const services = servicesWith();
    services.respond('auth.workInfo', ok({}));
    await drawScreen('auth-work', { services, route });
    await fillEmployed();
    await press('Submit');
    expect(services.calls.find((call) => call.endpoint === 'auth.workInfo')?.body).toEqual({
      workState: '1',
      monthlyIncome: '45000',
      companyName: 'Acme Foods',
      designation: 'Store manager',
      companyPhone: '8023456789',
      workingYears: '2',
    });
    expect(services.navigations).toEqual([{ to: '/auth/index?pid=3', replace: true }]);
  });

  it('keeps the rupees of an income pasted with paise, and sends them alone (decision 0099)', async () => {
    const services = servicesWith();
    services.respond('auth.workInfo', ok({}));
    await drawScreen('auth-work', { services, route });
    await fillEmployed();
    // The 45000 typed before cleared, then an amount pasted: kept as digits it was 3200050, as many
    // digits as the field takes.
    const income = await type('Monthly income (₹)', '');
    income.focus();
    await act(async () => pasteAt(income, 0, '32,000.50'));
    expect(income.value).toBe('32000');
    // A point typed into the middle is an edit, not paise: it is dropped and every digit stays.
    await act(async () => typeAt(income, 2, '.'));
    expect([income.value, income.selectionStart]).toEqual(['32000', 2]);
    await press('Submit');
    expect(services.calls.find((call) => call.endpoint === 'auth.workInfo')?.body).toMatchObject({
      monthlyIncome: '32000',
    });
  });

  it('keeps the rupees of an income typed key by key with paise (decision 0099, amended)', async () => {
    const services = servicesWith();
    services.respond('auth.workInfo', ok({}));
    await drawScreen('auth-work', { services, route });
    await fillEmployed();
    // On a keyboard with a point key, as a Bluetooth keyboard types: 3200050 before, nothing said.
    const income = await type('Monthly income (₹)', '');
    income.focus();
    await act(async () => typeAt(income, 0, '32,000.50'));
    expect(income.value).toBe('32000');
    await press('Submit');
    expect(services.calls.find((call) => call.endpoint === 'auth.workInfo')?.body).toMatchObject({
      monthlyIncome: '32000',
    });
  });
});
