import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';

const product = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  logo: `/logos/${id}.png`,
  minAmount: 1000,
  maxAmount: 5000,
  rate: 0.000822,
  annualRate: 0.3,
  isFull: 0,
  productType: 1,
  h5Href: '',
  period: 91,
  loanProcessingTime: '10 minutes',
  score: 4.5,
  ...extra,
});

function servicesWith(home: unknown) {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  services.respond('home.index', ok(home));
  services.respond('device.needUpload', ok({ needUpload: false }));
  return services;
}

describe('home screen', () => {
  it('shows a new borrower the first product large: amount, daily and annual interest, tenure, time', async () => {
    await drawScreen('home', {
      services: servicesWith({
        userType: 0,
        homeProductVos: [product(1, 'Quick Cash', { maxAmount: 25000 })],
        undwayList: [],
      }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Cash' })).toBeTruthy();
    expect(screen.getByText('₹ 25,000')).toBeTruthy();
    expect(screen.getByText('0.082% (30% p.a.)')).toBeTruthy();
    expect(screen.getByText('91 days')).toBeTruthy();
    expect(screen.getByText('10 minutes')).toBeTruthy();
    expect(screen.queryByText('Loan products')).toBeNull();
  });

  it('shows a returning borrower every product with its range and rate, and marks full ones', async () => {
    await drawScreen('home', {
      services: servicesWith({
        userType: 1,
        homeProductVos: [
          product(1, 'Quick Cash'),
          product(2, 'Salary Plus', { minAmount: 3000, maxAmount: 10000, isFull: 1 }),
        ],
        undwayList: [],
      }),
    });
    expect(screen.getByRole('heading', { name: 'Loan products' })).toBeTruthy();
    expect(screen.getByText('₹ 1,000 - ₹ 5,000')).toBeTruthy();
    expect(screen.getByText('₹ 3,000 - ₹ 10,000')).toBeTruthy();
    expect(screen.getAllByText('Interest 0.082% per day (30% p.a.)')).toHaveLength(2);
    expect(screen.getAllByText('Fulled')).toHaveLength(1);
    expect(screen.queryByText('Max amount')).toBeNull();
  });

  it('lists orders in progress, each button leading where its state needs (spec §4)', async () => {
    const inProgress = (orderId: number, orderState: number) => ({
      orderId,
      orderState,
      name: 'Quick Cash',
      logo: '/logos/1.png',
      amount: 3000,
      fullButtonName: `Order ${orderId}`,
      productId: 1,
    });
    const services = servicesWith({
      userType: 1,
      homeProductVos: [product(1, 'Quick Cash')],
      undwayList: [1, 2, 4, 6, 8, 11].map((state) => inProgress(state * 10, state)),
    });
    await drawScreen('home', { services });
    expect(screen.getByRole('heading', { name: 'In progress' })).toBeTruthy();
    expect(screen.getAllByText('₹ 3,000')).toHaveLength(6);
    for (const state of [1, 2, 4, 6, 8, 11]) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: `Order ${state * 10}` })));
      await settle();
    }
    expect(services.navigations.map((navigation) => navigation.to)).toEqual([
      '/orders/10/audit',
      '/orders/20/confirm',
      '/orders',
      '/orders/60/detail',
      '/orders/80/detail',
      '/orders',
    ]);
  });

  it('has the bottom navigation with Home current and Account one tap away', async () => {
    const services = servicesWith({
      userType: 0,
      homeProductVos: [product(1, 'Quick Cash')],
      undwayList: [],
    });
    await drawScreen('home', { services });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[aria-current="page"]')!.textContent).toBe('Home');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Account' })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/personal', replace: false }]);
    expect(screen.queryByRole('heading', { name: 'In progress' })).toBeNull();
  });
});
