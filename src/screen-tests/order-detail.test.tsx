import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, passTime, settle } from './draw-screen.tsx';
import { orderDetail } from './order-fixtures.ts';

const route = { params: { id: '77' }, query: {} };
const paymentUrl = 'http://127.0.0.1:8090/api1/sandbox-pay/sbx_123';
const cards = [
  { id: 41, cardNo: '********9012', bankCode: 'SBIN0000691', bankName: 'State Bank of India' },
  { id: 40, cardNo: '********3456', bankCode: 'HDFC0000001', bankName: 'HDFC Bank' },
];

const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.closest('dl') ?? null;
const value = (label: string) => row(label)!.querySelector('dd')!.textContent;
const callback = encodeURIComponent(`${window.location.origin}/orders/77/detail?from=payment`);

function servicesWith(order: object) {
  const services = createFakeServices();
  services.respond('order.detail', ok(order));
  services.respond('bank.findUserBankCard', ok(cards));
  services.respond('pay.repay', ok({ paymentUrl }));
  services.respond('order.reapply', ok({ orderId: 77, orderNo: 'LN20261122000077', reservation: 1 }));
  return services;
}

/** An order in `orderState` whose money was never paid out: no dates, nothing to repay. */
const notPaidOut = (orderState: number) =>
  orderDetail({ orderState, outstandingAmount: 0, loanDate: null, repaymentDate: null, dueDate: null });

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

describe('order detail', () => {
  it('shows every figure of a loaned order, nothing about overdue, and the repayment button', async () => {
    await drawScreen('order-detail', { services: servicesWith(orderDetail()), route });
    expect(screen.getByRole('heading', { level: 1, name: 'Rupee Flex' })).toBeTruthy();
    expect(screen.getByText('Loaned').dataset.tone).toBe('valid');
    expect(value('Order ID')).toBe('LN20261122000077');
    expect(row('Order ID')!.dataset.tone).toBe('default');
    expect(row('Days Overdue')).toBeNull();
    expect(row('Overdue Fees')).toBeNull();
    expect(value('Loan Amount')).toBe('₹\u00a05,000');
    expect(value('Tenure')).toBe('91 days');
    expect(value('Received')).toBe('₹\u00a04,705');
    expect(value('Repayment amount')).toBe('₹\u00a05,373.97');
    expect(value('Due Date')).toBe('21 Feb 2027');
    expect(value('Processing Fee')).toBe('₹\u00a0250');
    expect(value('GST18% on Processing Fee')).toBe('₹\u00a045');
    expect(value('Interest')).toBe('₹\u00a0373.97');
    expect(value('Application Date')).toBe('22 Nov 2026');
    expect(screen.getByRole('button', { name: 'Repayment ₹\u00a05,373.97' })).toBeTruthy();
  });

  it('marks an overdue order: red order id, days overdue and overdue fees, and asks for what is owed now', async () => {
    const order = orderDetail({ orderState: 8, overdueDays: 3, overdueFee: 75, outstandingAmount: 5448.97 });
    await drawScreen('order-detail', { services: servicesWith(order), route });
    expect(screen.getByText('Overdued')).toBeTruthy();
    expect(row('Order ID')!.dataset.tone).toBe('danger');
    expect(value('Days Overdue')).toBe('3');
    expect(value('Overdue Fees')).toBe('₹\u00a075');
    expect(screen.getByRole('button', { name: 'Repayment ₹\u00a05,448.97' })).toBeTruthy();
  });

  it('shows the Extend due date message with a way to the extension when the order allows one', async () => {
    const extensionMsg =
      'Extend due date: pay the extension fee and your due date moves to 7 days from the day you ask.';
    const services = servicesWith(orderDetail({ isExtension: true, extensionMsg }));
    await drawScreen('order-detail', { services, route });
    expect(screen.getByText(extensionMsg)).toBeTruthy();
    await press('Extend due date');
    expect(services.navigations).toEqual([{ to: '/orders/77/extension', replace: false }]);
  });

  it('offers no extension when the order does not allow one, keeping the server message', async () => {
    const extensionMsg = 'Due date extended to 2027-03-03.';
    await drawScreen('order-detail', {
      services: servicesWith(
        orderDetail({ orderState: 11, isExtension: false, extensionState: 1, extensionMsg }),
      ),
      route,
    });
    expect(screen.getByText(extensionMsg)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Extend due date' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Repayment ₹\u00a05,373.97' })).toBeTruthy();
  });

  it('offers no extension to a loaned order that does not allow one yet', async () => {
    await drawScreen('order-detail', { services: servicesWith(orderDetail()), route });
    expect(screen.queryByRole('button', { name: 'Extend due date' })).toBeNull();
  });

  it('puts what is left to repay first when it is not the repayment amount: overdue, with what was repaid', async () => {
    const order = orderDetail({
      orderState: 8,
      overdueDays: 3,
      overdueFee: 75,
      repaidAmount: 1000,
      outstandingAmount: 4448.97,
    });
    await drawScreen('order-detail', { services: servicesWith(order), route });
    expect(value('Repayment amount')).toBe('₹\u00a05,373.97');
    expect(row('Repayment amount')!.dataset.emphasis).toBe('false');
    expect(value('Repaid')).toBe('₹\u00a01,000');
    expect(value('Left to repay')).toBe('₹\u00a04,448.97');
    expect(row('Left to repay')!.dataset.emphasis).toBe('true');
    expect(screen.getByRole('button', { name: 'Repayment ₹\u00a04,448.97' })).toBeTruthy();
  });

  it('a loan with nothing repaid and nothing overdue has one figure to repay, the repayment amount', async () => {
    await drawScreen('order-detail', { services: servicesWith(orderDetail()), route });
    expect(row('Repayment amount')!.dataset.emphasis).toBe('true');
    expect(row('Repaid')).toBeNull();
    expect(row('Left to repay')).toBeNull();
  });

  it('a settled order says what was repaid, and nothing left to repay', async () => {
    const order = orderDetail({ orderState: 7, outstandingAmount: 0, repaidAmount: 5373.97 });
    await drawScreen('order-detail', { services: servicesWith(order), route });
    expect(value('Repaid')).toBe('₹\u00a05,373.97');
    expect(row('Left to repay')).toBeNull();
    expect(row('Repayment amount')!.dataset.emphasis).toBe('true');
  });

  it.each([
    [3, 'Denied', 'Your application was not approved. No money was sent, and nothing is owed on this order.'],
    [5, 'Failed', 'The money could not be sent to your bank account. Nothing is owed on this order.'],
  ])(
    'an order in state %i (%s) shows no money received, owed or charged, and says so',
    async (orderState, tag, line) => {
      const order = notPaidOut(orderState);
      await drawScreen('order-detail', { services: servicesWith(order), route });
      expect(screen.getByText(tag)).toBeTruthy();
      expect(screen.getByText(line)).toBeTruthy();
      for (const label of [
        'Received',
        'You will receive',
        'Repayment amount',
        'Processing Fee',
        'GST18% on Processing Fee',
        'Interest',
        'Left to repay',
      ]) {
        expect(row(label)).toBeNull();
      }
      expect(value('Loan Amount')).toBe('₹\u00a05,000');
      expect(value('Application Date')).toBe('22 Nov 2026');
      expect(screen.queryByRole('button', { name: /Repayment/ })).toBeNull();
    },
  );

  it.each([1, 2, 4])(
    'an order in state %i, not paid out yet, says what the borrower will receive',
    async (orderState) => {
      const order = notPaidOut(orderState);
      await drawScreen('order-detail', { services: servicesWith(order), route });
      expect(value('You will receive')).toBe('₹\u00a04,705');
      expect(row('Received')).toBeNull();
      expect(value('Repayment amount')).toBe('₹\u00a05,373.97');
      expect(value('Interest')).toBe('₹\u00a0373.97');
      expect(screen.queryByText(/nothing is owed/i)).toBeNull();
    },
  );

  it('offers no repayment for a settled order', async () => {
    await drawScreen('order-detail', {
      services: servicesWith(orderDetail({ orderState: 7, outstandingAmount: 0 })),
      route,
    });
    expect(screen.getByText('Settled').dataset.tone).toBe('invalid');
    expect(screen.queryByRole('button', { name: /Repayment/ })).toBeNull();
  });

  it('with a reservation, goes straight to the payment page with the callback to this page', async () => {
    const services = servicesWith(orderDetail({ reservation: 1 }));
    await drawScreen('order-detail', { services, route });
    await press('Repayment ₹\u00a05,373.97');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.calls.at(-1)).toEqual({ endpoint: 'pay.repay', body: { orderId: 77 } });
    expect(services.redirects).toEqual([`${paymentUrl}?callback=${callback}`]);
  });

  it('otherwise confirms first; with the reapply option ticked (default) it reserves the next loan, then pays', async () => {
    const services = servicesWith(orderDetail({ canChooseAmount: [1000, 2000, 3000] }));
    await drawScreen('order-detail', { services, route });
    await press('Repayment ₹\u00a05,373.97');
    const dialog = screen.getByRole('dialog', { name: 'Repayment' });
    expect(
      within(dialog).getByText('You are about to pay ₹ 5,373.97 for order LN20261122000077.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: '₹\u00a03,000' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(dialog).getByRole('radio', { name: 'ending in 9012' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('radio', { name: '₹\u00a02,000' })));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(services.redirects).toHaveLength(1));
    expect(services.calls.slice(-2)).toEqual([
      { endpoint: 'order.reapply', body: { cardId: 41, borrowAmount: 2000, orderNo: 'LN20261122000077' } },
      { endpoint: 'pay.repay', body: { orderId: 77 } },
    ]);
    expect(services.redirects).toEqual([`${paymentUrl}?callback=${callback}`]);
  });

  it('with the reapply option unticked it only pays', async () => {
    const services = servicesWith(orderDetail({ canChooseAmount: [1000, 2000, 3000] }));
    await drawScreen('order-detail', { services, route });
    await press('Repayment ₹\u00a05,373.97');
    const dialog = screen.getByRole('dialog', { name: 'Repayment' });
    await act(async () => fireEvent.click(within(dialog).getByRole('checkbox')));
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(services.redirects).toHaveLength(1));
    expect(services.calls.filter((call) => call.endpoint === 'order.reapply')).toEqual([]);
  });

  it('does not offer a reapply when no amount can be reserved, and pays', async () => {
    const services = servicesWith(orderDetail({ canChooseAmount: [] }));
    await drawScreen('order-detail', { services, route });
    await press('Repayment ₹\u00a05,373.97');
    const dialog = screen.getByRole('dialog', { name: 'Repayment' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(services.redirects).toHaveLength(1));
    expect(services.calls.filter((call) => call.endpoint === 'order.reapply')).toEqual([]);
  });

  it('does not go to the payment when the reservation is refused', async () => {
    const services = servicesWith(orderDetail({ canChooseAmount: [1000] }));
    services.respond('order.reapply', fail('This product takes no new loans now.', 5003));
    await drawScreen('order-detail', { services, route });
    await press('Repayment ₹\u00a05,373.97');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('takes no new loans'));
    expect(services.calls.filter((call) => call.endpoint === 'pay.repay')).toEqual([]);
    expect(services.redirects).toEqual([]);
  });

  it('a repayment refused on a stale page says why, closes the dialog and shows the order as it is now', async () => {
    const services = servicesWith(orderDetail({ canChooseAmount: [] }));
    await drawScreen('order-detail', { services, route });
    // Repaid from another phone meanwhile.
    services.respond('pay.repay', fail('There is nothing to repay on this order (it is Settled).', 5012));
    services.respond(
      'order.detail',
      ok(orderDetail({ orderState: 7, outstandingAmount: 0, repaidAmount: 5373.97 })),
    );
    await press('Repayment ₹\u00a05,373.97');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await settle();
    expect(screen.getByRole('status').textContent).toBe(
      'There is nothing to repay on this order (it is Settled).',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Settled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Repayment/ })).toBeNull();
    expect(services.redirects).toEqual([]);
  });

  it('an order that cannot be loaded shows the server message and leads to the loan history', async () => {
    const services = createFakeServices();
    services.respond('order.detail', fail('This order does not exist.', 5010));
    services.respond('bank.findUserBankCard', ok(cards));
    await drawScreen('order-detail', { services, route });
    expect(screen.getByRole('status').textContent).toContain('This order does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Detail' })).toBeTruthy();
    expect(
      screen.getByText('This order cannot be shown right now. Your loans are as shown in your Loan History.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Repayment/ })).toBeNull();
    await press('Loan History');
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
  });
});

describe('order detail, back from paying (decisions 0072, 0073)', () => {
  const CONFIRMING = 'Confirming your payment…';
  const NOT_RECEIVED = /^We have not received your payment yet\. .* there is no need to pay again\.$/;
  afterEach(() => vi.useRealTimers());

  /** Draws the page as the gateway sends the borrower back, over an order moving through `states`. */
  async function backFromPaying(states: number[], query: Record<string, string> = { from: 'payment' }) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = servicesWith(orderDetail());
    let reads = 0;
    services.respond('order.detail', () =>
      ok(orderDetail({ orderState: states[Math.min(reads++, states.length - 1)] })),
    );
    await drawScreen('order-detail', { services, route: { params: { id: '77' }, query } });
    return services;
  }
  const reads = (services: ReturnType<typeof createFakeServices>) =>
    services.calls.filter((call) => call.endpoint === 'order.detail').length;

  it('reads the order every 3 s, quietly, until the payment shows, then shows it settled', async () => {
    const services = await backFromPaying([6, 6, 7]);
    expect(reads(services)).toBe(1);
    await passTime(3000, 1);
    expect(reads(services)).toBe(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Says what it waits for (decision 0073), and offers no second payment meanwhile.
    expect(screen.getByText(CONFIRMING).closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button', { name: /Repayment/ })).toBeNull();
    await passTime(3000, 1);
    expect(reads(services)).toBe(3);
    // Changed in place, in a polite live region a screen reader reads out (decision 0050).
    const live = screen.getByText('Settled').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.textContent).toBe('Rupee FlexSettled');
    expect(screen.queryByRole('button', { name: /Repayment/ })).toBeNull();
    expect(screen.queryByText(CONFIRMING)).toBeNull();
    expect(screen.queryByText(NOT_RECEIVED)).toBeNull();
    await passTime(3000, 5);
    expect(reads(services)).toBe(3);
  });

  it.each([8, 11])(
    'waits on an order in state %i too, and gives up after a minute, saying so',
    async (state) => {
      const services = await backFromPaying([state]);
      await passTime(3000, 19);
      expect(screen.getByText(CONFIRMING)).toBeTruthy();
      await passTime(3000, 6);
      expect(reads(services)).toBe(21);
      // The same live region now says the payment has not come, and the button is back.
      expect(screen.queryByText(CONFIRMING)).toBeNull();
      expect(screen.getByText(NOT_RECEIVED).closest('[aria-live]')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Repayment/ })).toBeTruthy();
    },
  );

  it('says nothing and reads once when the order was paid before the borrower came back', async () => {
    const services = await backFromPaying([7]);
    await passTime(3000, 3);
    expect(reads(services)).toBe(1);
    expect(screen.getByText('Settled')).toBeTruthy();
    expect(screen.queryByText(CONFIRMING)).toBeNull();
    expect(screen.queryByText(NOT_RECEIVED)).toBeNull();
  });

  it.each([{}, { from: 'elsewhere' }] as Record<string, string>[])(
    'reads the order once and offers the repayment when the borrower did not come back from paying (%o)',
    async (query) => {
      const services = await backFromPaying([6], query);
      await passTime(3000, 3);
      expect(reads(services)).toBe(1);
      expect(screen.queryByText(CONFIRMING)).toBeNull();
      expect(screen.getByRole('button', { name: /Repayment/ })).toBeTruthy();
    },
  );
});

describe('order detail after the phone was put away', () => {
  function pageOutOfSight(hidden: boolean) {
    Object.defineProperty(document, 'visibilityState', {
      value: hidden ? 'hidden' : 'visible',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.restoreAllMocks();
  });

  it('reads the order again when shown after a while, and quotes what is owed now', async () => {
    let clock = Date.parse('2027-02-21T14:30:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const services = servicesWith(orderDetail({ canChooseAmount: [1000, 2000, 3000] }));
    await drawScreen('order-detail', { services, route });
    expect(screen.getByText('Loaned')).toBeTruthy();
    const detailCalls = () => services.calls.filter((call) => call.endpoint === 'order.detail').length;
    expect(detailCalls()).toBe(1);

    // Two days in a pocket: the order went overdue meanwhile.
    pageOutOfSight(true);
    clock += 2 * 24 * 60 * 60_000;
    services.respond(
      'order.detail',
      ok(orderDetail({ orderState: 8, overdueDays: 2, overdueFee: 50, outstandingAmount: 5423.97 })),
    );
    await act(async () => pageOutOfSight(false));
    await settle();
    expect(detailCalls()).toBe(2);
    expect(screen.getByText('Overdued')).toBeTruthy();
    expect(value('Overdue Fees')).toBe('₹\u00a050');
    await press('Repayment ₹\u00a05,423.97');
    expect(
      within(screen.getByRole('dialog', { name: 'Repayment' })).getByText(
        'You are about to pay ₹ 5,423.97 for order LN20261122000077.',
      ),
    ).toBeTruthy();
  });

  it('reads nothing again after a glance away (the SMS app for a code)', async () => {
    let clock = Date.parse('2027-02-21T14:30:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const services = servicesWith(orderDetail());
    await drawScreen('order-detail', { services, route });
    pageOutOfSight(true);
    clock += 20_000;
    await act(async () => pageOutOfSight(false));
    await settle();
    expect(services.calls.filter((call) => call.endpoint === 'order.detail')).toHaveLength(1);
  });
});
