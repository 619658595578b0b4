import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { routeTable } from '../app/screen-bundle.ts';
import { createMatcher } from '../router/match-route.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { bankCards, scheduledOrder, scheduleOptions } from './schedule-fixtures.ts';
import { fillIn } from '../../tests/support/user-input.ts';

function servicesFor(options: { products?: unknown[]; cards?: unknown[] } = {}) {
  const services = createFakeServices();
  services.respond('schedule.options', ok({ products: options.products ?? scheduleOptions.products }));
  services.respond('bank.findUserBankCard', ok(options.cards ?? bankCards));
  services.respond('schedule.create', ok(scheduledOrder({ pendingReason: null })));
  return services;
}

const route = (query: Record<string, string> = {}) => ({ params: {}, query });
const product = () => screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement;
/** The amounts offered now (the chosen product's), as their values. */
const amounts = () => {
  const group = screen.queryByRole('radiogroup', { name: 'Loan amount' });
  return group
    ? within(group)
        .queryAllByRole('radio')
        .map((radio) => radio.getAttribute('value'))
    : [];
};
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const creates = (services: ReturnType<typeof servicesFor>) =>
  services.calls.filter((call) => call.endpoint === 'schedule.create');

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

async function choose(productId: string) {
  await act(async () => fillIn(product(), productId));
  await settle();
}

describe('schedule a loan', () => {
  it('owns /schedule/new, while other ids under /schedule are scheduled orders', () => {
    const screenAt = (path: string) => createMatcher(routeTable)(path)?.route.id;
    expect(screenAt('/schedule/new')).toBe('schedule-new');
    expect(screenAt('/schedule/12')).toBe('schedule-detail');
    expect(screenAt('/schedule')).toBe('schedule');
  });

  it('explains when the loan is applied for, and preselects the first product, its largest amount and the newest card', async () => {
    await drawScreen('schedule-new', { services: servicesFor(), route: route() });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule a Loan' })).toBeTruthy();
    expect(
      screen.getByText(
        'We apply for you with this amount and account as soon as you can borrow again: when your loan in progress is settled or your waiting time is over.',
      ),
    ).toBeTruthy();
    expect(product().value).toBe('1');
    expect([...product().options].map((option) => option.text)).toEqual([
      'Select product',
      'Rupee Flex',
      'Cash Plus',
      'Quick Rupee',
    ]);
    expect(amounts()).toEqual(['1000', '2000', '3000', '4000', '5000']);
    expect(checked('₹\u00a05,000')).toBe(true);
    expect(checked('ending in 9012')).toBe(true);
  });

  it('preselects the product named by pid', async () => {
    await drawScreen('schedule-new', { services: servicesFor(), route: route({ pid: '2' }) });
    expect(product().value).toBe('2');
    expect(amounts()).toEqual(['2000', '4000']);
    expect(checked('₹\u00a04,000')).toBe(true);
  });

  it('preselects the card just added when the add form sends the borrower back (bank_id)', async () => {
    const services = servicesFor();
    await drawScreen('schedule-new', { services, route: route({ pid: '1', bank_id: '40' }) });
    expect(checked('ending in 3456')).toBe(true);
    await press('Schedule');
    await waitFor(() => expect(services.navigations).toHaveLength(1));
    expect(creates(services)[0]?.body).toEqual({ productId: 1, expectBorrowAmount: 5000, cardId: 40 });
  });

  it('falls back to the first product when pid names none it may schedule', async () => {
    await drawScreen('schedule-new', { services: servicesFor(), route: route({ pid: '9' }) });
    expect(product().value).toBe('1');
    expect(checked('₹\u00a05,000')).toBe(true);
  });

  it('schedules the chosen product, amount and card, then shows the scheduled orders in place of this page', async () => {
    const services = servicesFor();
    await drawScreen('schedule-new', { services, route: route() });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '₹\u00a03,000' })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'ending in 3456' })));
    await press('Schedule');
    await waitFor(() => expect(services.navigations).toHaveLength(1));
    expect(creates(services)).toEqual([
      { endpoint: 'schedule.create', body: { productId: 1, expectBorrowAmount: 3000, cardId: 40 } },
    ]);
    expect(services.navigations).toEqual([{ to: '/schedule', replace: true }]);
  });

  it('another product shows its own amounts with the largest chosen, and that is what is scheduled', async () => {
    const services = servicesFor();
    await drawScreen('schedule-new', { services, route: route() });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '₹\u00a02,000' })));
    await choose('2');
    expect(amounts()).toEqual(['2000', '4000']);
    expect(checked('₹\u00a04,000')).toBe(true);
    await press('Schedule');
    expect(creates(services)).toEqual([
      { endpoint: 'schedule.create', body: { productId: 2, expectBorrowAmount: 4000, cardId: 41 } },
    ]);
  });

  it('a product with no amount available says so and cannot be scheduled with an amount of another', async () => {
    const services = servicesFor();
    await drawScreen('schedule-new', { services, route: route() });
    await choose('3');
    expect(screen.getByText('No amount of this product is available to you right now.')).toBeTruthy();
    expect(amounts()).toEqual([]);
    await press('Schedule');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Please choose an amount.'));
    expect(creates(services)).toEqual([]);
  });

  it('asks a borrower without a bank card to add one', async () => {
    const services = servicesFor({ cards: [] });
    await drawScreen('schedule-new', { services, route: route() });
    expect(screen.getByText('Add the bank account the money is to be sent to.')).toBeTruthy();
    await press('Schedule');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Please Select or Add Bank Account'),
    );
    expect(creates(services)).toEqual([]);
    // The add form comes back here with the new card (bank-add's return=schedule).
    await press('Add bank account');
    expect(services.navigations).toEqual([{ to: '/bank/add?return=schedule&pid=1', replace: false }]);
  });

  it('says so when no product can be scheduled', async () => {
    const services = servicesFor({ products: [] });
    await drawScreen('schedule-new', { services, route: route() });
    expect(screen.getByText('No product can be scheduled right now. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Product' })).toBeNull();
    await press('Schedule');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Please choose a product.'));
    expect(creates(services)).toEqual([]);
  });

  it('stays with the server message when the schedule is refused', async () => {
    const services = servicesFor();
    services.respond(
      'schedule.create',
      fail('You already have a scheduled order. Cancel it first to schedule another.', 5306),
    );
    await drawScreen('schedule-new', { services, route: route() });
    await press('Schedule');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('You already have a scheduled order'),
    );
    expect(services.navigations).toEqual([]);
  });
});
