import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';

describe('application denied', () => {
  it('says the application was denied, how long is left before re-applying, and goes back home', async () => {
    const services = createFakeServices();
    await drawScreen('product-denied', {
      services,
      route: { params: { pid: '1' }, query: { day: '12', hour: '5' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Application Denied' })).toBeTruthy();
    expect(screen.getByText(/re-apply in 15 days/)).toBeTruthy();
    expect(screen.getByText('12 days 5 hours')).toBeTruthy();
    expect(services.calls).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('offers to apply automatically for this product once the wait is over', async () => {
    const services = createFakeServices();
    await drawScreen('product-denied', {
      services,
      route: { params: { pid: '1' }, query: { day: '12', hour: '5' } },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Apply automatically when I can' })),
    );
    await settle();
    expect(services.navigations).toEqual([{ to: '/schedule/new?pid=1', replace: false }]);
  });
});
