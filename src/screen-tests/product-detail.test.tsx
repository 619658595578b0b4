import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallRequest } from '../../renderer/services-api.ts';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { productInfo } from './product-fixtures.ts';

const product = productInfo();

/** The server's figures (DOMAIN.md) for the two amounts the tests pick. */
const calculations: Record<string, object> = {
  '5000': {
    amount: 5000,
    repaymentAmount: 5373.97,
    serviceFee: 250,
    gstFee: 45,
    interest: 373.97,
    arriveAmount: 4705,
    penalCap: 1250,
  },
  '3000': {
    amount: 3000,
    repaymentAmount: 3224.38,
    serviceFee: 150,
    gstFee: 27,
    interest: 224.38,
    arriveAmount: 2823,
    penalCap: 750,
  },
};

function calculation(request: CallRequest) {
  const figures = calculations[String(request.query?.amount)];
  if (!figures) return fail('Please choose an amount.');
  return ok({
    productId: 1,
    productName: 'Rupee Flex',
    period: 91,
    apr: 0.5703,
    annualRate: 0.3,
    interestRate: 0.000822,
    serviceRate: 0.05,
    gstRate: 0.18,
    dueDate: '2027-02-20',
    penalDailyRate: 0.005,
    ...figures,
  });
}

const cards = [
  { id: 41, cardNo: '********9012', bankCode: 'SBIN0000691', bankName: 'State Bank of India' },
  { id: 40, cardNo: '********3456', bankCode: 'HDFC0000001', bankName: 'HDFC Bank' },
];

const config = {
  customer: { phone: '+91 80 1234 5678', email: 'care@loanapp.example' },
  lender: { name: 'Example Finance Private Limited (NBFC)' },
  grievance: {
    name: 'Priya Sharma, Grievance Redressal Officer',
    phone: '+91 80 4567 8901',
    email: 'grievance@loanapp.example',
  },
};

function servicesFor(options: { precheck?: object; cards?: unknown[] } = {}) {
  const services = createFakeServices({ session: { signedIn: true, isApp: false, phone: '919876543210' } });
  services.respond(
    'order.precheck',
    ok(options.precheck ?? { orderStatus: 1, rejectStatusVO: null, orderId: null }),
  );
  services.respond('product.info', ok(product));
  services.respond('bank.findUserBankCard', ok(options.cards ?? cards));
  services.respond('client.config', ok(config));
  services.respond('order.calculate', calculation);
  services.respond('order.apply', ok({ orderId: 77, orderNo: 'LN20261122000077' }));
  return services;
}

const route = (query: Record<string, string> = {}) => ({ params: { pid: '1' }, query });
const callsTo = (services: ReturnType<typeof servicesFor>, endpoint: string) =>
  services.calls.filter((call) => call.endpoint === endpoint);
const value = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

describe('loan confirmation (product detail)', () => {
  it('checks first: a borrower waiting after a denial goes to the denied page with the days and hours left', async () => {
    const services = servicesFor({
      precheck: { orderStatus: 0, rejectStatusVO: { day: 12, hour: 5 }, orderId: null },
    });
    await drawScreen('product-detail', { services, route: route() });
    expect(services.calls[services.calls.length - 1]).toEqual({
      endpoint: 'order.precheck',
      query: { productId: '1' },
    });
    expect(services.navigations).toEqual([{ to: '/product/1/denied?day=12&hour=5', replace: true }]);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(callsTo(services, 'order.calculate')).toEqual([]);
  });

  it('sends a borrower with an order in progress to the loan history', async () => {
    const services = servicesFor({ precheck: { orderStatus: 2, rejectStatusVO: null, orderId: 9 } });
    await drawScreen('product-detail', { services, route: route() });
    expect(services.navigations).toEqual([{ to: '/orders', replace: true }]);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('preselects the largest amount and shows its calculation with the daily and annual rate', async () => {
    const services = servicesFor();
    await drawScreen('product-detail', { services, route: route() });
    expect(screen.getByRole('heading', { level: 1, name: 'Rupee Flex' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('radio')
        .slice(0, 5)
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1000', '2000', '3000', '4000', '5000']);
    expect(checked('₹\u00a05,000')).toBe(true);
    expect(callsTo(services, 'order.calculate')).toEqual([
      { endpoint: 'order.calculate', query: { amount: '5000', period: 91, productId: '1' } },
    ]);
    expect(value('Repayment Amount')).toBe('₹\u00a05,373.97');
    expect(screen.getByText('Due on 20 Feb 2027')).toBeTruthy();
    expect(value('Interest Rate')).toBe('0.082% per day (30%\u00a0p.a.)');
    expect(value('Interest Fee')).toBe('₹\u00a0373.97');
    expect(value('Processing Fee')).toBe('₹\u00a0250');
    expect(value('GST18% on Processing Fee')).toBe('₹\u00a045');
    expect(value('Amount Received')).toBe('₹\u00a04,705');
    expect(value('Tenure')).toBe('91 days');
    expect((screen.getByRole('switch', { name: /Auto get money/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('recalculates when the borrower picks another amount', async () => {
    const services = servicesFor();
    await drawScreen('product-detail', { services, route: route() });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '₹\u00a03,000' })));
    await settle();
    expect(callsTo(services, 'order.calculate').map((call) => call.query?.amount)).toEqual(['5000', '3000']);
    expect(value('Repayment Amount')).toBe('₹\u00a03,224.38');
    expect(value('Interest Fee')).toBe('₹\u00a0224.38');
  });

  it('preselects the bank card named by bank_id, else the newest card; Add bank account keeps the product', async () => {
    const services = servicesFor();
    await drawScreen('product-detail', { services, route: route({ bank_id: '40' }) });
    expect(checked('ending in 3456')).toBe(true);
    expect(checked('ending in 9012')).toBe(false);
    await press('Add bank account');
    expect(services.navigations).toEqual([{ to: '/bank/add?pid=1', replace: false }]);
  });

  it('keeps the amount chosen while the borrower adds a bank account, and takes the new card', async () => {
    const services = servicesFor();
    await drawScreen('product-detail', { services, route: route() });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '₹\u00a03,000' })));
    await press('Add bank account');
    expect(services.navigations).toEqual([{ to: '/bank/add?pid=1', replace: false }]);
    cleanup(); // the screen is left for the bank account form

    // Back with the card just added: before, ₹5,000 (the largest) was chosen again.
    await drawScreen('product-detail', { services, route: route({ bank_id: '40' }) });
    expect(checked('₹\u00a03,000')).toBe(true);
    expect(checked('₹\u00a05,000')).toBe(false);
    expect(checked('ending in 3456')).toBe(true);
    expect(value('Repayment Amount')).toBe('₹\u00a03,224.38');
  });

  it('keeps the amount when the borrower reads the Key Fact Statement, closes it and adds another account', async () => {
    const services = servicesFor();
    await drawScreen('product-detail', { services, route: route() });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '₹\u00a03,000' })));
    await press('Submit');
    expect(screen.getByRole('dialog', { name: 'Key Fact Statement' })).toBeTruthy();
    await act(async () => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await press('Add bank account');
    cleanup();

    await drawScreen('product-detail', { services, route: route({ bank_id: '40' }) });
    expect(checked('₹\u00a03,000')).toBe(true);
  });

  it('a kept amount the product no longer offers gives way to the largest, with no message', async () => {
    const services = servicesFor();
    services.keptDrafts.set('product-detail?pid=1#loan', { amount: '7777' });
    await drawScreen('product-detail', { services, route: route() });
    expect(checked('₹\u00a05,000')).toBe(true);
    expect(value('Repayment Amount')).toBe('₹\u00a05,373.97');
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
  });

  it('asks a borrower without a bank card to add one before going on', async () => {
    const services = servicesFor({ cards: [] });
    await drawScreen('product-detail', { services, route: route() });
    expect(screen.getByText('Add the bank account the money is to be sent to.')).toBeTruthy();
    await press('Submit');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Please Select or Add Bank Account'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Key Fact Statement; Apply waits for the acknowledgement, then applies and goes to the history', async () => {
    const services = servicesFor();
    await drawScreen('product-detail', { services, route: route() });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: /Auto get money/ })));
    await press('Submit');
    const kfs = screen.getByRole('dialog', { name: 'Key Fact Statement' });
    expect(value('Lender', kfs)).toBe('Example Finance Private Limited (NBFC)');
    expect(value('Loan Amount', kfs)).toBe('₹\u00a05,000');
    expect(value('Processing Fee', kfs)).toBe('₹\u00a0250');
    expect(value('GST18% on Processing Fee', kfs)).toBe('₹\u00a045');
    expect(value('Amount Received', kfs)).toBe('₹\u00a04,705');
    expect(value('Interest', kfs)).toBe('₹\u00a0373.97');
    expect(within(kfs).getByText('30% p.a. for 91 days')).toBeTruthy();
    expect(value('Repayment Amount', kfs)).toBe('₹\u00a05,373.97');
    expect(value('Due Date', kfs)).toBe('20 Feb 2027');
    expect(value('APR', kfs)).toBe('57.03%');
    expect(value('Penal Charges', kfs)).toBe('0.50% of the overdue principal per day');
    expect(
      within(kfs).getByText('From the day after the due date, at most ₹ 1,250 in all; no GST'),
    ).toBeTruthy();
    expect(within(kfs).getByText('Priya Sharma, Grievance Redressal Officer')).toBeTruthy();
    expect(kfs.querySelector('a[href="tel:+91 80 4567 8901"]')).toBeTruthy();
    expect(kfs.querySelector('a[href="mailto:grievance@loanapp.example"]')).toBeTruthy();

    const apply = within(kfs).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await act(async () => fireEvent.click(within(kfs).getByRole('checkbox', { name: /Key Fact Statement/ })));
    await settle();
    expect(apply.disabled).toBe(false);
    await act(async () => fireEvent.click(apply));
    await settle();
    expect(callsTo(services, 'order.apply')).toEqual([
      {
        endpoint: 'order.apply',
        body: { cardId: 41, borrowAmount: 5000, periods: 91, productId: 1, autoGetMoney: false },
      },
    ]);
    await waitFor(() => expect(services.navigations).toEqual([{ to: '/orders', replace: true }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Applied, the screen is left: the amount chosen is not kept for the next loan's confirmation.
    cleanup();
    expect([...services.keptDrafts.keys()]).toEqual([]);
  });

  it('stays on the statement and shows the server message when the application is refused', async () => {
    const services = servicesFor();
    services.respond(
      'order.apply',
      fail('Your limit is ₹\u00a03,000 now. Repay your loans on time to raise it.', 5006),
    );
    await drawScreen('product-detail', { services, route: route() });
    await press('Submit');
    const kfs = screen.getByRole('dialog', { name: 'Key Fact Statement' });
    await act(async () => fireEvent.click(within(kfs).getByRole('checkbox')));
    await act(async () => fireEvent.click(within(kfs).getByRole('button', { name: 'Apply' })));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Your limit is ₹\u00a03,000 now.');
    expect(services.navigations).toEqual([]);
  });

  it('still lets the borrower apply when the check itself failed (the server refuses what it must)', async () => {
    const services = servicesFor();
    services.respond('order.precheck', fail('Network error, please try again.', -1));
    await drawScreen('product-detail', { services, route: route() });
    expect(screen.getByRole('status').textContent).toContain('Network error, please try again.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
