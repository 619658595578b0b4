import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { orderDetail } from './order-fixtures.ts';
import { seen, spoken } from './read-aloud.ts';

const route = { params: { id: '77' }, query: {} };
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

function servicesWith(order: object) {
  const services = createFakeServices();
  services.respond('order.detail', ok(order));
  return services;
}

describe('loan confirmation after approval', () => {
  it('shows amount, repayment, what arrives, every fee, the tenure and APR, apply date and the masked bank account', async () => {
    const services = servicesWith(orderDetail({ orderState: 2, loanDate: null, repaymentDate: null }));
    await drawScreen('order-confirm', { services, route });
    expect(services.calls).toEqual([{ endpoint: 'order.detail', query: { orderId: '77' } }]);
    expect(value('Loan Amount')).toBe('₹\u00a05,000');
    expect(value('Repayment Amount')).toBe('₹\u00a05,373.97');
    expect(value('Amount Received')).toBe('₹\u00a04,705');
    expect(value('Processing Fee')).toBe('₹\u00a0250');
    expect(value('GST18% on Processing Fee')).toBe('₹\u00a045');
    expect(value('Interest Fee')).toBe('₹\u00a0373.97');
    // The Key Fact Statement's figures before the money moves: a loan reserved in the repayment
    // dialog reaches this screen without having shown them (decision 0012, amended).
    expect(value('Tenure')).toBe('91 days');
    expect(value('APR')).toBe('57.03%');
    expect(value('Application Date')).toBe('22 Nov 2026');
    const account = screen.getByText('Bank Account', { selector: 'dt' }).nextElementSibling!;
    expect(seen(account)).toBe('****9012');
    expect(spoken(account), 'not the mask, star by star').toBe('ending in 9012');
    expect(services.navigations).toEqual([]);
  });

  it('Get Money confirms the loan and replaces the route with the loan history', async () => {
    const services = servicesWith(orderDetail({ orderState: 2 }));
    services.respond('order.loan', ok({ orderId: 77, orderState: 4 }));
    await drawScreen('order-confirm', { services, route });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get Money' })));
    await settle();
    expect(services.calls.at(-1)).toEqual({ endpoint: 'order.loan', body: { orderId: 77 } });
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
  });

  it('stays with the server message when Get Money is refused', async () => {
    const services = servicesWith(orderDetail({ orderState: 2 }));
    services.respond(
      'order.loan',
      fail('The money can be sent only after your application is approved.', 5012),
    );
    await drawScreen('order-confirm', { services, route });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get Money' })));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('only after your application is approved');
    expect(services.navigations).toEqual([]);
  });

  it('offers no second Get Money once the money is on its way', async () => {
    await drawScreen('order-confirm', { services: servicesWith(orderDetail({ orderState: 4 })), route });
    expect(screen.queryByRole('button', { name: 'Get Money' })).toBeNull();
    expect(screen.getByText('The money is on its way to your bank account.')).toBeTruthy();
  });

  it.each([1, 3, 5, 7, 8, 11])(
    'an order in state %i is not called approved: the page gives way to the order detail',
    async (orderState) => {
      const services = servicesWith(orderDetail({ orderState }));
      await drawScreen('order-confirm', { services, route });
      expect(services.navigations).toEqual([{ to: '/orders/77/detail', replace: true }]);
      expect(screen.queryByText('Your loan is approved')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Get Money' })).toBeNull();
    },
  );

  it('an order that cannot be loaded is not shown as approved: the server message and the loan history', async () => {
    const services = createFakeServices();
    services.respond('order.detail', fail('This order does not exist.', 5010));
    await drawScreen('order-confirm', { services, route });
    expect(screen.getByRole('status').textContent).toContain('This order does not exist.');
    expect(screen.queryByText('Your loan is approved')).toBeNull();
    expect(screen.queryByText('Loan Amount', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Money' })).toBeNull();
    expect(
      screen.getByText('This order cannot be shown right now. Your loans are as shown in your Loan History.'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Loan History' })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
  });
});
