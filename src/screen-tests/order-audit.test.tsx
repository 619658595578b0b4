import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, passTime, settle } from './draw-screen.tsx';
import { toastText } from './onboarding-support.tsx';
import { orderDetail } from './order-fixtures.ts';

const route = { params: { id: '77' }, query: {} };

async function refreshWith(orderState: number) {
  cleanup(); // one screen at a time when a test tries several states
  const services = createFakeServices();
  services.respond('order.detail', ok(orderDetail({ orderState })));
  await drawScreen('order-audit', { services, route });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
  await settle();
  return services;
}

afterEach(() => vi.useRealTimers());

/** The screen's own checks: one every 10 s. */
const waitChecks = (checks: number) => passTime(10_000, checks);

/** Draws the screen over an order whose state moves through `states`, one per read (the last stays). */
async function waitOn(states: number[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const services = createFakeServices();
  let reads = 0;
  services.respond('order.detail', () =>
    ok(orderDetail({ orderState: states[Math.min(reads++, states.length - 1)] })),
  );
  await drawScreen('order-audit', { services, route });
  return services;
}

describe('audit waiting', () => {
  it('says the application is in auditing, takes a few minutes, and the SMS; reads nothing at once', async () => {
    const services = createFakeServices();
    await drawScreen('order-audit', { services, route });
    expect(screen.getByRole('heading', { level: 1, name: 'In Auditing' })).toBeTruthy();
    expect(screen.getByText(/takes a few minutes/)).toBeTruthy();
    expect(screen.getByText(/by SMS/)).toBeTruthy();
    expect(services.calls).toEqual([]);
  });

  it('shows the loan table: number of loans and the amounts they open, with its notes', async () => {
    await drawScreen('order-audit', { route });
    const table = screen.getByRole('table', { name: 'Loan amounts' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Number of loans', 'Loan amount (₹)'],
      ['1', '1000-5000'],
      ['3', '3000-10000'],
      ['5', '5000-40000'],
    ]);
    expect(screen.getByText(/credit evaluation and the number of loans/)).toBeTruthy();
    expect(screen.getByText('Repaying on time raises your credit score.')).toBeTruthy();
  });

  it('Refresh reads the order: approved goes to the confirmation', async () => {
    const services = await refreshWith(2);
    expect(services.calls).toEqual([{ endpoint: 'order.detail', query: { orderId: '77' } }]);
    expect(services.navigations).toEqual([{ to: '/orders/77/confirm', replace: true }]);
  });

  it('Refresh: a finished order (above 4) goes to the loan history', async () => {
    expect((await refreshWith(6)).navigations).toEqual([{ to: '/orders', replace: true }]);
    expect((await refreshWith(7)).navigations).toEqual([{ to: '/orders', replace: true }]);
  });

  it('Refresh: still auditing (and the other states up to 4) stays', async () => {
    for (const state of [1, 3, 4]) expect((await refreshWith(state)).navigations).toEqual([]);
  });
});

describe('audit waiting checks the order by itself', () => {
  it('every 10 s, quietly, and goes to the confirmation once the order is approved', async () => {
    const services = await waitOn([1, 1, 2]);
    await waitChecks(2);
    expect(services.calls).toEqual([
      { endpoint: 'order.detail', query: { orderId: '77' } },
      { endpoint: 'order.detail', query: { orderId: '77' } },
    ]);
    expect(services.navigations).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitChecks(1);
    expect(services.navigations).toEqual([{ to: '/orders/77/confirm', replace: true }]);
    await waitChecks(3);
    expect(services.calls).toHaveLength(3);
  });

  it('an order sent at once (auto Get Money) is waited on through Lending to the loan history', async () => {
    const services = await waitOn([1, 4, 4, 6]);
    await waitChecks(3);
    expect(services.navigations).toEqual([]);
    await waitChecks(1);
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
  });

  it('stops at a denial, which keeps the page as Refresh does', async () => {
    const services = await waitOn([1, 3]);
    await waitChecks(5);
    expect(services.calls).toHaveLength(2);
    expect(services.navigations).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'In Auditing' })).toBeTruthy();
  });

  it('gives up after ten minutes; Refresh still reads the order', async () => {
    const services = await waitOn([1]);
    await waitChecks(65);
    expect(services.calls).toHaveLength(60);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    await settle();
    expect(services.calls).toHaveLength(61);
  });

  it('a failed check says why and stops checking; Refresh still works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = createFakeServices();
    services.respond('order.detail', fail('Network error, please try again'));
    await drawScreen('order-audit', { services, route });
    await waitChecks(1);
    expect(toastText()).toBe('Network error, please try again');
    await waitChecks(3);
    expect(services.calls).toHaveLength(1);
    services.respond('order.detail', ok(orderDetail({ orderState: 2 })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/orders/77/confirm', replace: true }]);
  });

  it('stops when the borrower leaves the page', async () => {
    const services = await waitOn([1]);
    await waitChecks(1);
    cleanup();
    await waitChecks(3);
    expect(services.calls).toHaveLength(1);
  });
});
