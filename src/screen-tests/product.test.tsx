import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { productInfo } from './product-fixtures.ts';
import { tap } from '../../tests/support/user-input.ts';

async function drawProduct(info: unknown) {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  services.respond('product.info', ok(info));
  await drawScreen('product', { services, route: { params: { pid: '1' }, query: {} } });
  return services;
}

const applyNow = () => screen.getByRole('button', { name: 'APPLY NOW' }) as HTMLButtonElement;

describe('product screen', () => {
  it('loads the product of the URL and shows its terms: amount, daily and annual interest, tenure, time, rating', async () => {
    const services = await drawProduct(productInfo());
    expect(services.calls).toEqual([{ endpoint: 'product.info', query: { id: '1' } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Rupee Flex' })).toBeTruthy();
    expect(screen.getByText('₹ 5,000')).toBeTruthy();
    const value = (label: string) => screen.getByText(label).closest('dl')!.querySelector('dd')!.textContent;
    expect(value('Interest per day')).toBe('0.082% (30%\u00a0p.a.)');
    expect(value('Tenure')).toBe('91 days');
    expect(value('Lending time')).toBe('10 minutes');
    expect(value('Rating')).toBe('★ 4.8 / 5');
    expect(screen.queryByText('Fulled')).toBeNull();
  });

  it('lists the requirements and the eligibility under their titles', async () => {
    await drawProduct(productInfo());
    expect(screen.getByRole('heading', { level: 2, name: 'Requirements' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeTruthy();
    for (const line of [
      'Aadhaar card',
      'PAN card',
      'A bank account in your own name',
      'Indian citizen',
      '18 years or above',
    ])
      expect(screen.getByText(`• ${line}`)).toBeTruthy();
  });

  it('APPLY NOW starts the verification steps for this product', async () => {
    const services = await drawProduct(productInfo());
    await act(async () => fireEvent.click(applyNow()));
    await settle();
    expect(services.navigations).toEqual([{ to: '/auth/index?pid=1', replace: false }]);
  });

  it('marks a full product Fulled and takes no application for it', async () => {
    const services = await drawProduct(productInfo({ isFull: 1 }));
    expect(screen.getByText('Fulled')).toBeTruthy();
    expect(applyNow().disabled).toBe(true);
    await act(async () => tap(applyNow()));
    await settle();
    expect(services.navigations).toEqual([]);
  });

  it('draws no empty terms when the product cannot be loaded, says so and leads home', async () => {
    const services = createFakeServices();
    services.respond(
      'product.info',
      fail('This product is not available. Please choose another product.', 5001),
    );
    await drawScreen('product', { services, route: { params: { pid: '99' }, query: {} } });
    expect(screen.getByRole('status').textContent).toContain('This product is not available.');
    expect(screen.queryByRole('button', { name: 'APPLY NOW' })).toBeNull();
    expect(screen.queryByText('Max amount')).toBeNull();
    expect(screen.getByText('This loan product cannot be shown right now.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Home' })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
  });
});
