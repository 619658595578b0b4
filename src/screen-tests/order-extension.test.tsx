import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, passTime, settle } from './draw-screen.tsx';
import { extensionCalc } from './order-fixtures.ts';

const route = { params: { id: '77' }, query: {} };
const paymentUrl = 'http://127.0.0.1:8090/api1/sandbox-pay/sbx_456';
const callback = encodeURIComponent(`${window.location.origin}/orders/77/extension?from=payment`);
const ids = { extensionId: 5, orderId: 77, orderRepayId: 77 };

const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.closest('dl') ?? null;
const value = (label: string) => row(label)!.querySelector('dd')!.textContent;

function servicesWith(calc: object) {
  const services = createFakeServices();
  services.respond('extension.calc', ok(calc));
  services.respond('extension.apply', ok({ paymentUrl }));
  services.respond('extension.giveup', ok({ extensionId: 5, orderId: 77 }));
  return services;
}

async function press(name: string, scope: HTMLElement = document.body) {
  await act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
  await settle();
}

describe('extension screen', () => {
  it('asks the server for the extension of the order in the address', async () => {
    const services = servicesWith(extensionCalc());
    await drawScreen('order-extension', { services, route });
    expect(services.calls).toEqual([{ endpoint: 'extension.calc', params: { id: '77' } }]);
  });

  it('waiting for payment: shows the fee large with the 24 hours note, every line and the four points', async () => {
    await drawScreen('order-extension', { services: servicesWith(extensionCalc()), route });
    expect(screen.getByRole('heading', { level: 1, name: 'Extension' })).toBeTruthy();
    expect(screen.getByText('Order No. LN20261122000077')).toBeTruthy();
    expect(screen.getByText('₹ 820.21')).toBeTruthy();
    expect(screen.getByText('Please complete the payment within 24 hours')).toBeTruthy();
    expect(screen.getByText('Pay before 25 Feb 2027 10:00')).toBeTruthy();
    expect(value('Extension Fee Paid')).toBe('₹\u00a00');
    expect(value('Extension Processing Fee')).toBe('₹\u00a0400');
    expect(value('Processing Fee Rate')).toBe('8 %');
    expect(value('Overdue Fees')).toBe('₹\u00a075');
    expect(value('Interest')).toBe('₹\u00a0345.21');
    expect(value('Extension Application Date')).toBe('24 Feb 2027');
    expect(value('Number of Extension Days')).toBe('7 days');
    expect(value('Due Date')).toBe('3 Mar 2027');
    expect(row('Extension Fee')).toBeNull();
    expect(screen.getByText(/^1\. After a successful extension, your due date moves to 7 days/)).toBeTruthy();
    expect(screen.getByText(/^2\. The extension fee must be paid within 24 hours/)).toBeTruthy();
    expect(screen.getByText(/^3\. The extension fee is the extension processing fee/)).toBeTruthy();
    expect(screen.getByText(/^4\. Any amount you have already repaid is applied first/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply and payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abandon extension' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Repayment' })).toBeNull();
  });

  it('leaves out overdue fees when there are none, and shows a credit of repaid money and a rate with decimals', async () => {
    const calc = extensionCalc({
      overdueFee: 0,
      extensionFeePaid: 150,
      extensionRate: 0.0825,
      extensionServiceFee: 412.5,
      interest: 120.4,
      extensionFee: 382.9,
    });
    await drawScreen('order-extension', { services: servicesWith(calc), route });
    expect(row('Overdue Fees')).toBeNull();
    expect(value('Extension Fee Paid')).toBe('₹\u00a0150');
    expect(value('Processing Fee Rate')).toBe('8.25 %');
    expect(screen.getByText('₹ 382.90')).toBeTruthy();
  });

  it('Apply and payment starts the payment and goes to the payment page, coming back to this screen', async () => {
    const services = servicesWith(extensionCalc());
    await drawScreen('order-extension', { services, route });
    await press('Apply and payment');
    expect(services.calls.at(-1)).toEqual({ endpoint: 'extension.apply', body: ids });
    expect(services.redirects).toEqual([`${paymentUrl}?callback=${callback}`]);
  });

  it('stays with the server message when the payment cannot start', async () => {
    const services = servicesWith(extensionCalc());
    services.respond(
      'extension.apply',
      fail('This extension request has expired. Please open the extension again.', 5205),
    );
    await drawScreen('order-extension', { services, route });
    await press('Apply and payment');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('has expired'));
    expect(services.redirects).toEqual([]);
    expect(services.navigations).toEqual([]);
  });

  it('Abandon extension asks first; Continue Extension closes the dialog and gives nothing up', async () => {
    const services = servicesWith(extensionCalc());
    await drawScreen('order-extension', { services, route });
    await press('Abandon extension');
    const dialog = screen.getByRole('dialog', { name: 'Confirm giving up on extension?' });
    expect(within(dialog).getByText(/makes this extension request unsuccessful/)).toBeTruthy();
    await press('Continue Extension', dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.calls.filter((call) => call.endpoint === 'extension.giveup')).toEqual([]);
    expect(services.navigations).toEqual([]);
  });

  it('Abandon Extension gives the request up and replaces the route with the loan history', async () => {
    const services = servicesWith(extensionCalc());
    await drawScreen('order-extension', { services, route });
    await press('Abandon extension');
    await press('Abandon Extension', screen.getByRole('dialog'));
    expect(services.calls.at(-1)).toEqual({ endpoint: 'extension.giveup', body: ids });
    expect(services.navigations).toEqual([{ to: '/orders/', replace: true }]);
    expect(services.redirects).toEqual([]);
  });

  it('keeps the borrower on the screen with the server message when giving up is refused', async () => {
    const services = servicesWith(extensionCalc());
    services.respond('extension.giveup', fail('This extension is already paid.', 5209));
    await drawScreen('order-extension', { services, route });
    await press('Abandon extension');
    await press('Abandon Extension', screen.getByRole('dialog'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('already paid'));
    expect(services.navigations).toEqual([]);
  });

  it('paid: says so with the new due date and the lines, offers the repayment and no abandon or payment', async () => {
    const services = servicesWith(extensionCalc({ extensionState: 1 }));
    await drawScreen('order-extension', { services, route });
    expect(screen.getByText('Your extension is paid')).toBeTruthy();
    expect(screen.getByText('Extension', { selector: '[data-tone]' }).dataset.tone).toBe('valid');
    expect(screen.getByText('New due date')).toBeTruthy();
    expect(screen.getAllByText('3 Mar 2027')).toHaveLength(2); // the large date and the Due Date line
    expect(value('Extension Fee')).toBe('₹\u00a0820.21');
    // Nothing was paid towards the fee before the request: a paid extension does not say "₹ 0 paid".
    expect(row('Extension Fee Paid')).toBeNull();
    expect(value('Due Date')).toBe('3 Mar 2027');
    expect(screen.queryByText('Please complete the payment within 24 hours')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply and payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abandon extension' })).toBeNull();
    await press('Repayment');
    expect(services.navigations).toEqual([{ to: '/orders/77/detail', replace: false }]);
  });

  it('paid with repaid money counted towards the fee: shows that credit beside the fee paid by payment', async () => {
    const calc = extensionCalc({ extensionState: 1, extensionFeePaid: 150, extensionFee: 670.21 });
    await drawScreen('order-extension', { services: servicesWith(calc), route });
    expect(value('Extension Fee')).toBe('₹\u00a0670.21');
    expect(value('Extension Fee Paid')).toBe('₹\u00a0150');
  });

  it('when the extension cannot be opened, shows the server message and leads back to the loan history', async () => {
    const services = createFakeServices();
    services.respond(
      'extension.calc',
      fail('Your due date is more than 7 days away. You can extend from 15 Feb 2027.', 5203),
    );
    await drawScreen('order-extension', { services, route });
    expect(screen.getByRole('status').textContent).toContain('more than 7 days away');
    expect(screen.getByText(/The extension of this order cannot be opened right now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply and payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abandon extension' })).toBeNull();
    await press('Loan History');
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
  });
});

describe('extension screen, back from paying the fee (decisions 0072, 0073)', () => {
  const CONFIRMING = 'Confirming your payment…';
  const NOT_RECEIVED = /^We have not received your payment yet\. .* there is no need to pay again\.$/;
  const payButtons = () => screen.queryAllByRole('button', { name: /Apply and payment|Abandon extension/ });
  afterEach(() => vi.useRealTimers());

  async function backFromPaying(states: number[], query: Record<string, string> = { from: 'payment' }) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = servicesWith(extensionCalc());
    let reads = 0;
    services.respond('extension.calc', () =>
      ok(extensionCalc({ extensionState: states[Math.min(reads++, states.length - 1)] })),
    );
    await drawScreen('order-extension', { services, route: { params: { id: '77' }, query } });
    return services;
  }

  it('reads the extension every 3 s, quietly, until the fee shows paid, then shows the new due date', async () => {
    const services = await backFromPaying([0, 0, 1]);
    await passTime(3000, 1);
    expect(services.calls).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Please complete the payment within 24 hours')).toBeTruthy();
    // Says what it waits for, in a live region, and offers neither paying again nor giving up.
    expect(screen.getByText(CONFIRMING).closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(payButtons()).toEqual([]);
    const region = screen.getByText('Please complete the payment within 24 hours').closest('[aria-live]');
    await passTime(3000, 1);
    // The paid card takes the waiting one's place in the same live region, read whole (decision 0076).
    const swapped = screen.getByText('Your extension is paid').closest('[aria-live]');
    expect(swapped).toBe(region);
    expect(swapped?.getAttribute('aria-live')).toBe('polite');
    expect(swapped?.getAttribute('aria-atomic')).toBe('true');
    expect(swapped?.textContent).toMatch(/^Your extension is paidExtensionNew due date3 Mar 2027/);
    expect(screen.queryByText(CONFIRMING)).toBeNull();
    expect(screen.queryByText(NOT_RECEIVED)).toBeNull();
    await passTime(3000, 5);
    expect(services.calls).toHaveLength(3);
  });

  it('gives up after a minute, saying the payment has not come, and offers the buttons again', async () => {
    const services = await backFromPaying([0]);
    expect(services.calls).toHaveLength(1);
    await passTime(3000, 19);
    expect(screen.getByText(CONFIRMING)).toBeTruthy();
    await passTime(3000, 6);
    expect(services.calls).toHaveLength(21);
    expect(screen.getByText('Please complete the payment within 24 hours')).toBeTruthy();
    expect(screen.queryByText(CONFIRMING)).toBeNull();
    expect(screen.getByText(NOT_RECEIVED).closest('[aria-live]')).toBeTruthy();
    expect(payButtons()).toHaveLength(2);
  });

  it('reads once and says nothing when the borrower did not come back from paying', async () => {
    const services = await backFromPaying([0], {});
    await passTime(3000, 3);
    expect(services.calls).toHaveLength(1);
    expect(screen.queryByText(CONFIRMING)).toBeNull();
    expect(payButtons()).toHaveLength(2);
  });

  it('reads once and says nothing when the fee was paid before the borrower came back', async () => {
    const services = await backFromPaying([1]);
    await passTime(3000, 3);
    expect(services.calls).toHaveLength(1);
    expect(screen.getByText('Your extension is paid')).toBeTruthy();
    expect(screen.queryByText(CONFIRMING)).toBeNull();
    expect(screen.queryByText(NOT_RECEIVED)).toBeNull();
  });
});
