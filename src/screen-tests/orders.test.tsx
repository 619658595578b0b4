import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { createApiClient } from '../api/client.ts';
import { drawScreen, passTime, settle } from './draw-screen.tsx';

const order = (orderId: number, orderState: number) => ({
  orderId,
  orderNo: `LN${orderId}`,
  productId: 1,
  productName: `Product ${orderId}`,
  orderState,
  loanAmount: 5000,
  arriveAmount: 4410,
  repaymentAmount: 5374,
  applyTime: '2026-11-21T06:30:00Z',
});

describe('orders screen', () => {
  it('lists each order with product, amount, date and its state tag in the spec colouring', async () => {
    const states: Array<[number, string, string]> = [
      [1, 'Auditing', 'valid'],
      [2, 'Pass', 'valid'],
      [3, 'Denied', 'invalid'],
      [4, 'Lending', 'invalid'],
      [5, 'Failed', 'invalid'],
      [6, 'Loaned', 'valid'],
      [7, 'Settled', 'invalid'],
      [8, 'Overdued', 'valid'],
      [11, 'Extension', 'valid'],
    ];
    const services = createFakeServices();
    services.respond('order.list', ok(states.map(([state], i) => order(i + 1, state))));
    await drawScreen('orders', { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Loan History' })).toBeTruthy();
    for (const [, name, tone] of states) expect(screen.getByText(name).dataset.tone).toBe(tone);
    expect(screen.getAllByText('₹ 5,000')).toHaveLength(states.length);
    expect(screen.getAllByText('Applied 21 Nov 2026')).toHaveLength(states.length);
    expect(screen.getByText('Order No. LN1')).toBeTruthy();
    expect(screen.queryByText('No order history go get your first loan')).toBeNull();
  });

  it('links each row by its state: auditing to the audit page, passed to confirm, loaned and overdue to detail, extension to the extension', async () => {
    const services = createFakeServices();
    const states = [1, 2, 3, 4, 5, 6, 7, 8, 11];
    services.respond('order.list', ok(states.map((state) => order(state * 10, state))));
    await drawScreen('orders', { services });
    const links = screen.getAllByRole('button', { name: 'View details' });
    // Denied, lending, failed and settled orders have no link.
    expect(links).toHaveLength(5);
    for (const link of links) {
      await act(async () => fireEvent.click(link));
      await settle();
    }
    expect(services.navigations).toEqual([
      { to: '/orders/10/audit', replace: false },
      { to: '/orders/20/confirm', replace: false },
      { to: '/orders/60/detail', replace: false },
      { to: '/orders/80/detail', replace: false },
      { to: '/orders/110/extension', replace: false },
    ]);
  });

  it('invites a borrower without orders to apply, leading home', async () => {
    const services = createFakeServices();
    services.respond('order.list', ok([]));
    await drawScreen('orders', { services });
    expect(screen.getByText('No order history go get your first loan')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/', replace: false }]);
  });

  it('does not claim there are no orders when the list could not be loaded', async () => {
    await drawScreen('orders'); // order.list is not answered: the fake fails it
    expect(screen.queryByText('No order history go get your first loan')).toBeNull();
  });

  it('offers Try again when the server failed on its side (its database restarting), and the tap shows the loans', async () => {
    // The app's own client over a network whose first answer is the server's 500 envelope.
    const answers = [
      new Response(JSON.stringify({ code: 1099, msg: OUR_SIDE, data: null }), { status: 500 }),
      new Response(JSON.stringify({ code: 0, msg: 'success', data: [order(7, 6)] }), { status: 200 }),
    ];
    const client = createApiClient({
      endpoints: async () => ({ method: 'GET', path: '/order/v1/list', auth: 'required' }),
      headers: () => ({}),
      token: () => 'token',
      signOut: () => undefined,
      tell: () => undefined,
      currentPath: () => '/orders',
      navigate: () => undefined,
      fetch: async () => answers.shift()!,
    });
    const services = createFakeServices();
    services.respond('order.list', (request) => client.call(request));
    await drawScreen('orders', { services });
    const panel = screen.getByRole('region', { name: OUR_SIDE });
    expect(screen.queryByText('No order history go get your first loan')).toBeNull();

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Try again' })));
    await settle();
    expect(screen.queryByRole('region', { name: OUR_SIDE })).toBeNull();
    expect(screen.getByText('Order No. LN7')).toBeTruthy();
  });
});

const OUR_SIDE = 'Something went wrong on our side. Please try again.';

afterEach(() => vi.useRealTimers());

/** The screen's own checks: one every 10 s. */
const waitChecks = (checks: number) => passTime(10_000, checks);

/** Draws the list over orders whose states move on at each read (the last list stays). */
async function listOver(lists: number[][]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const services = createFakeServices();
  let reads = 0;
  services.respond('order.list', () => {
    const states = lists[Math.min(reads++, lists.length - 1)]!;
    return ok(states.map((state, i) => order(i + 1, state)));
  });
  await drawScreen('orders', { services });
  return services;
}

describe('orders screen, while an order is auditing or lending', () => {
  it('reads the list again every 10 s, quietly, and shows each new state', async () => {
    const services = await listOver([
      [7, 1],
      [7, 1],
      [7, 2],
    ]);
    expect(screen.getByText('Auditing')).toBeTruthy();
    await waitChecks(1);
    expect(services.calls).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Auditing')).toBeTruthy();
    await waitChecks(1);
    expect(screen.getByText('Pass')).toBeTruthy();
    expect(screen.queryByText('Auditing')).toBeNull();
    // Nothing is waited on any more: the checks end.
    await waitChecks(3);
    expect(services.calls).toHaveLength(3);
  });

  it('has screen readers read a new state with the order it belongs to', async () => {
    await listOver([[1], [2]]);
    const region = screen.getByText('Auditing').closest('[aria-live]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.textContent).toContain('Product 1');
    await waitChecks(1);
    // The same region, still in the page: a region drawn afresh would be read by no screen reader.
    expect(screen.getByText('Pass').closest('[aria-live]')).toBe(region);
    expect(region.isConnected).toBe(true);
  });

  it('follows a loan being sent: Lending until Loaned', async () => {
    const services = await listOver([[4], [4], [6]]);
    expect(screen.getByText('Lending')).toBeTruthy();
    await waitChecks(2);
    expect(screen.getByText('Loaned')).toBeTruthy();
    await waitChecks(2);
    expect(services.calls).toHaveLength(3);
  });

  it('reads nothing again when no order is on its way', async () => {
    const services = await listOver([[2, 3, 5, 6, 7, 8, 11]]);
    await waitChecks(3);
    expect(services.calls).toHaveLength(1);
  });

  it('gives up after ten minutes, and stops when the borrower leaves', async () => {
    const services = await listOver([[1]]);
    await waitChecks(65);
    expect(services.calls).toHaveLength(61);
    cleanup();
    const again = await listOver([[4]]);
    await waitChecks(1);
    cleanup();
    await waitChecks(3);
    expect(again.calls).toHaveLength(2);
  });
});
