import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { scheduledOrder } from './schedule-fixtures.ts';
import { spokenText } from './read-aloud.ts';

const applied = scheduledOrder({
  id: 11,
  productId: 2,
  productName: 'Cash Plus',
  state: 2,
  expectBorrowAmount: 4000,
  createTime: '2026-10-01T06:30:00Z',
  orderNo: 'LN20261105000061',
  orderId: 61,
  applyTime: '2026-11-05T03:00:00Z',
  pendingReason: null,
});
const canceled = scheduledOrder({
  id: 10,
  state: 3,
  expectBorrowAmount: 3000,
  bankNo: '****3456',
  createTime: '2026-09-01T06:30:00Z',
  pendingReason: null,
});

function servicesWith(list: unknown[]) {
  const services = createFakeServices();
  services.respond('schedule.list', ok(list));
  return services;
}

const cardOf = (text: string) => screen.getByText(text).closest('.w-card') as HTMLElement;

async function press(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
  await settle();
}

describe('scheduled orders screen', () => {
  it('lists each scheduled order with product, amount, time, account and its state tag', async () => {
    await drawScreen('schedule', { services: servicesWith([scheduledOrder(), applied, canceled]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Orders' })).toBeTruthy();

    const waiting = cardOf('₹ 5,000');
    expect(within(waiting).getByText('Rupee Flex')).toBeTruthy();
    expect(within(waiting).getByText('Scheduled').dataset.tone).toBe('valid');
    expect(within(waiting).getByText('Scheduled 22 Nov 2026 10:00')).toBeTruthy();
    expect(within(waiting).getByText(spokenText('Account ending in 9012'))).toBeTruthy();
    expect(within(waiting).getByText('Waiting for your loan LN20261122000077 to be settled.')).toBeTruthy();
    expect(within(waiting).queryByText(/Order No\./)).toBeNull();

    const done = cardOf('₹ 4,000');
    expect(within(done).getByText('Cash Plus')).toBeTruthy();
    expect(within(done).getByText('Applied').dataset.tone).toBe('neutral');
    expect(within(done).getByText('Order No. LN20261105000061')).toBeTruthy();

    const dropped = cardOf('₹ 3,000');
    expect(within(dropped).getByText('Canceled').dataset.tone).toBe('invalid');
    expect(within(dropped).getByText(spokenText('Account ending in 3456'))).toBeTruthy();
    expect(screen.queryByText('No Scheduled order history')).toBeNull();
  });

  it('offers View Detail only for the order still scheduled, leading to its detail with the product', async () => {
    const services = servicesWith([scheduledOrder(), applied, canceled]);
    await drawScreen('schedule', { services });
    const details = screen.getAllByRole('button', { name: 'View Detail' });
    expect(details).toHaveLength(1);
    expect(within(cardOf('₹ 5,000')).getByRole('button', { name: 'View Detail' })).toBe(details[0]);
    await press(details[0]!);
    expect(services.navigations).toEqual([{ to: '/schedule/12?pid=1', replace: false }]);
  });

  it('does not offer a second schedule while one is waiting', async () => {
    await drawScreen('schedule', { services: servicesWith([scheduledOrder(), canceled]) });
    expect(screen.queryByRole('button', { name: 'Schedule a loan' })).toBeNull();
  });

  it('with none waiting, offers to schedule a loan', async () => {
    const services = servicesWith([applied, canceled]);
    await drawScreen('schedule', { services });
    await press(screen.getByRole('button', { name: 'Schedule a loan' }));
    expect(services.navigations).toEqual([{ to: '/schedule/new', replace: false }]);
  });

  it('says there is no scheduled order history when the list is empty, and offers to schedule one', async () => {
    const services = servicesWith([]);
    await drawScreen('schedule', { services });
    expect(screen.getByText('No Scheduled order history')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Detail' })).toBeNull();
    await press(screen.getByRole('button', { name: 'Schedule a loan' }));
    expect(services.navigations).toEqual([{ to: '/schedule/new', replace: false }]);
  });

  it('does not claim there is no history when the list could not be loaded', async () => {
    await drawScreen('schedule'); // schedule.list is not answered: the fake fails it
    expect(screen.queryByText('No Scheduled order history')).toBeNull();
  });
});
