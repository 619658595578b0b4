import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { scheduledOrder } from './schedule-fixtures.ts';
import { seen, spoken } from './read-aloud.ts';

const route = { params: { oid: '12' }, query: { pid: '1' } };

const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.closest('dl') ?? null;
const value = (label: string) => row(label)!.querySelector('dd')!.textContent;

function servicesWith(item: object) {
  const services = createFakeServices();
  services.respond('schedule.get', ok(item));
  services.respond('schedule.cancel', ok({ ...item, state: 3 }));
  return services;
}

async function press(name: string, scope: HTMLElement = document.body) {
  await act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
  await settle();
}

describe('scheduled order detail', () => {
  it('reads the scheduled order of the address and shows its fields and why it waits', async () => {
    const services = servicesWith(scheduledOrder());
    await drawScreen('schedule-detail', { services, route });
    expect(services.calls).toEqual([{ endpoint: 'schedule.get', query: { orderId: '12' } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Rupee Flex' })).toBeTruthy();
    expect(screen.getByText('Scheduled').dataset.tone).toBe('valid');
    expect(screen.getByText('Waiting for your loan LN20261122000077 to be settled.')).toBeTruthy();
    expect(value('Loan Amount')).toBe('₹\u00a05,000');
    const account = row('Bank Account')!.querySelector('dd')!;
    expect(seen(account)).toBe('****9012');
    expect(spoken(account), 'not the mask, star by star').toBe('ending in 9012');
    expect(value('Scheduled On')).toBe('22 Nov 2026 10:00');
    expect(row('Applied On')).toBeNull();
    expect(row('Order ID')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says it will be applied shortly when nothing holds it back', async () => {
    await drawScreen('schedule-detail', {
      services: servicesWith(scheduledOrder({ pendingReason: null })),
      route,
    });
    expect(screen.getByText('You can borrow now: we will apply for this loan for you shortly.')).toBeTruthy();
  });

  it('an applied one shows the order made for it and cannot be cancelled', async () => {
    const item = scheduledOrder({
      state: 2,
      orderNo: 'LN20261205000090',
      orderId: 90,
      applyTime: '2026-12-05T03:00:00Z',
      pendingReason: null,
    });
    await drawScreen('schedule-detail', { services: servicesWith(item), route });
    expect(screen.getByText('Applied')).toBeTruthy();
    expect(value('Order ID')).toBe('LN20261205000090');
    expect(value('Applied On')).toBe('5 Dec 2026 08:30');
    expect(screen.queryByText(/we will apply for this loan/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('a canceled one cannot be cancelled again', async () => {
    await drawScreen('schedule-detail', {
      services: servicesWith(scheduledOrder({ state: 3, pendingReason: null })),
      route,
    });
    expect(screen.getByText('Canceled').dataset.tone).toBe('invalid');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('Cancel asks first; Keep it closes the dialog and cancels nothing', async () => {
    const services = servicesWith(scheduledOrder());
    await drawScreen('schedule-detail', { services, route });
    await press('Cancel');
    const dialog = screen.getByRole('dialog', { name: 'Cancel this scheduled order?' });
    expect(within(dialog).getByText('We will not apply for ₹ 5,000 of Rupee Flex for you.')).toBeTruthy();
    await press('Keep it', dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.calls.filter((call) => call.endpoint === 'schedule.cancel')).toEqual([]);
    expect(services.navigations).toEqual([]);
  });

  it('Cancel order cancels it and goes back to the scheduled orders in place of this page', async () => {
    const services = servicesWith(scheduledOrder());
    await drawScreen('schedule-detail', { services, route });
    await press('Cancel');
    await press('Cancel order', screen.getByRole('dialog'));
    expect(services.calls.at(-1)).toEqual({ endpoint: 'schedule.cancel', body: { id: 12, orderNo: null } });
    expect(services.navigations).toEqual([{ to: '/schedule', replace: true }]);
  });

  it('stays with the server message when the cancel is refused', async () => {
    const services = servicesWith(scheduledOrder());
    services.respond(
      'schedule.cancel',
      fail('This scheduled order was already applied as loan LN20261205000090.', 5305),
    );
    await drawScreen('schedule-detail', { services, route });
    await press('Cancel');
    await press('Cancel order', screen.getByRole('dialog'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('already applied'));
    expect(services.navigations).toEqual([]);
  });

  it('an unknown scheduled order shows the server message and leads back to the list', async () => {
    const services = createFakeServices();
    services.respond('schedule.get', fail('Scheduled order not found.', 5302));
    await drawScreen('schedule-detail', { services, route });
    expect(screen.getByRole('status').textContent).toContain('Scheduled order not found.');
    expect(screen.getByText('This scheduled order cannot be shown right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await press('Scheduled Orders');
    expect(services.navigations).toEqual([{ to: '/schedule', replace: true }]);
  });
});
