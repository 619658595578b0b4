import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANDROID_H5, createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import type { PlatformInfo } from '../../renderer/services-api.ts';
import { drawScreen, settle } from './draw-screen.tsx';

// Where APPLY takes a borrower from home (spec §4 "Apply"). The rest of home is in home.test.tsx.

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
  h5Href: null,
  period: 91,
  loanProcessingTime: '10 minutes',
  score: 4.5,
  ...extra,
});

const inProgress = (productId: number, orderState: number) => ({
  orderId: 70 + orderState,
  orderState,
  name: 'Quick Cash',
  logo: '/logos/1.png',
  amount: 3000,
  fullButtonName: 'View',
  productId,
});

const IOS_H5: PlatformInfo = { os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: false };

async function drawHome(home: unknown, platform: PlatformInfo = IOS_H5) {
  const services = createFakeServices({
    session: { signedIn: true, isApp: false, phone: '919876543210' },
    platform,
  });
  services.respond('home.index', ok(home));
  services.respond('device.needUpload', ok({ needUpload: false }));
  await drawScreen('home', { services });
  return services;
}

async function press(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
  await settle();
}

const newBorrower = (undwayList: unknown[]) => ({
  userType: 0,
  homeProductVos: [product(1, 'Quick Cash')],
  undwayList,
});

describe('home APPLY', () => {
  it('takes a new borrower to the verification steps of the product', async () => {
    const services = await drawHome(newBorrower([]));
    await press(screen.getByRole('button', { name: 'APPLY NOW' }));
    expect(services.navigations).toEqual([{ to: '/auth/index?pid=1', replace: false }]);
  });

  it.each([1, 2, 4, 6, 8])(
    'takes a borrower whose order of the product is in state %i to the loan history',
    async (state) => {
      const services = await drawHome(newBorrower([inProgress(1, state)]));
      await press(screen.getByRole('button', { name: 'APPLY NOW' }));
      expect(services.navigations).toEqual([{ to: '/orders', replace: false }]);
    },
  );

  it('applies anew when the order in progress is of another product or is an extension', async () => {
    for (const order of [inProgress(2, 1), inProgress(1, 11)]) {
      const services = await drawHome(newBorrower([order]));
      await press(screen.getByRole('button', { name: 'APPLY NOW' }));
      expect(services.navigations).toEqual([{ to: '/auth/index?pid=1', replace: false }]);
      document.body.innerHTML = '';
    }
  });

  it("opens a returning borrower's chosen product, sends an external one to its site, offers no apply for a full one", async () => {
    const services = await drawHome({
      userType: 1,
      homeProductVos: [
        product(1, 'Quick Cash'),
        product(2, 'Salary Plus', { isFull: 1 }),
        product(3, 'Partner Credit', { productType: 0, h5Href: 'https://partner.example.com/apply' }),
      ],
      undwayList: [],
    });
    const card = (name: string) => screen.getByRole('heading', { name }).closest('.w-card') as HTMLElement;
    expect(within(card('Salary Plus')).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(card('Salary Plus')).getByText('Fulled')).toBeTruthy();
    await press(within(card('Quick Cash')).getByRole('button', { name: 'Apply' }));
    expect(services.navigations).toEqual([{ to: '/product/1', replace: false }]);
    await press(within(card('Partner Credit')).getByRole('button', { name: 'Apply' }));
    expect(services.redirects).toEqual(['https://partner.example.com/apply']);
    expect(services.navigations).toHaveLength(1);
  });

  it('sends an Android visitor to the app download page instead of applying in the browser', async () => {
    const services = await drawHome(
      { userType: 1, homeProductVos: [product(1, 'Quick Cash')], undwayList: [] },
      ANDROID_H5,
    );
    await press(screen.getByRole('button', { name: 'Apply' }));
    expect(services.navigations).toEqual([{ to: '/download', replace: false }]);
    expect(services.redirects).toEqual([]);
  });
});
