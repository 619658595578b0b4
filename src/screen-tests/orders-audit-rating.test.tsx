import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { orderDetail } from './order-fixtures.ts';

const route = { params: {}, query: { token: 'app-token', orderId: '77' } };

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

describe('rating page (in the iOS app)', () => {
  it('asks for 5 stars; To Evaluate asks the app to open the store review', async () => {
    const services = createFakeServices();
    await drawScreen('orders-audit-rating', { services, route });
    expect(screen.getByRole('heading', { level: 1, name: 'In Auditing...' })).toBeTruthy();
    expect(screen.getByText(/5 stars/)).toBeTruthy();
    await press('To Evaluate');
    expect(services.bridged).toEqual(['openStoreReview']);
    expect(services.calls).toEqual([]);
  });

  it('Refresh reads the order; completed (10) tells the app to finish, other states do nothing', async () => {
    const services = createFakeServices();
    services.respond('order.detail', ok(orderDetail({ orderState: 10 })));
    await drawScreen('orders-audit-rating', { services, route });
    await press('Refresh');
    expect(services.calls).toEqual([{ endpoint: 'order.detail', query: { orderId: '77' } }]);
    expect(services.bridged).toEqual(['finish']);

    services.respond('order.detail', ok(orderDetail({ orderState: 1 })));
    await press('Refresh');
    expect(services.bridged).toEqual(['finish']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed refresh shows the message in an Info dialog closed by OK', async () => {
    const services = createFakeServices();
    services.respond('order.detail', fail('This order does not exist.', 5010));
    await drawScreen('orders-audit-rating', { services, route });
    await press('Refresh');
    const info = screen.getByRole('dialog', { name: 'Info' });
    expect(within(info).getByText('This order does not exist.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => fireEvent.click(within(info).getByRole('button', { name: 'OK' })));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.bridged).toEqual([]);
  });
});
