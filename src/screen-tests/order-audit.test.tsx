import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
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

describe('audit waiting', () => {
  it('says the application is in auditing, takes a few minutes, and the SMS; reads nothing until asked', async () => {
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
