import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { seen, spokenText } from './read-aloud.ts';

function servicesWith(cards: unknown) {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  services.respond('bank.findUserBankCard', ok(cards));
  return services;
}

const pressAdd = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
  await settle();
};

describe('bank screen', () => {
  it("lists the borrower's cards: bank, account with only its last 4 digits, IFSC", async () => {
    await drawScreen('bank', {
      services: servicesWith([
        { id: 2, cardNo: '********9012', bankCode: 'HDFC0000001', bankName: 'HDFC Bank' },
        { id: 1, cardNo: '********5678', bankCode: 'SBIN0000691', bankName: 'State Bank of India' },
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Account' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'HDFC Bank' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'State Bank of India' })).toBeTruthy();
    expect(seen(screen.getByText(spokenText('ending in 9012')).closest('dd')!)).toBe('••••9012');
    expect(screen.getByText(spokenText('ending in 5678'))).toBeTruthy();
    expect(screen.getByText('SBIN0000691')).toBeTruthy();
    expect(screen.queryByText(/No bank account yet/)).toBeNull();
  });

  it('says there is no account yet, and Add leads to the add form for the same product', async () => {
    const services = servicesWith([]);
    await drawScreen('bank', { services, route: { params: {}, query: { pid: '3' } } });
    expect(
      screen.getByText('No bank account yet. Add the account your loan should be paid into.'),
    ).toBeTruthy();
    await pressAdd();
    expect(services.navigations).toEqual([{ to: '/bank/add?pid=3', replace: false }]);
  });

  it('Add leads to the add form alone when the borrower came without a product', async () => {
    const services = servicesWith([]);
    await drawScreen('bank', { services });
    await pressAdd();
    expect(services.navigations).toEqual([{ to: '/bank/add', replace: false }]);
  });

  it('does not claim there is no account when the list could not be loaded', async () => {
    await drawScreen('bank'); // the fake fails bank.findUserBankCard
    expect(screen.queryByText(/No bank account yet/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
