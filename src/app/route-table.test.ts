import { describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from './route-table.ts';
import { overlayIds, routeTable } from './screen-bundle.ts';

describe('route table', () => {
  it('takes id, path, title, background and auth from each screen, and leaves fragments out', () => {
    const table = buildRouteTable({
      '../../schemas/screens/login.json': {
        path: '/login',
        title: 'Sign In',
        background: '#ffffff',
        auth: false,
      },
      '../../schemas/screens/orders.json': { path: '/orders', title: 'Loan History' },
      '../../schemas/screens/overlay.feedback.json': undefined,
    });
    expect(table).toEqual([
      { id: 'login', path: '/login', title: 'Sign In', background: '#ffffff', auth: false },
      { id: 'orders', path: '/orders', title: 'Loan History', background: undefined, auth: true },
    ]);
  });

  it('holds the routes of the bundled screens of this issue', () => {
    const byPath = Object.fromEntries(routeTable.map((route) => [route.path, route]));
    expect(byPath['/login']).toMatchObject({ id: 'login', title: 'Sign In', auth: false });
    expect(byPath['/']).toMatchObject({ id: 'home', auth: true });
    expect(byPath['/personal']).toMatchObject({ id: 'personal', auth: true });
    expect(byPath['/orders']).toMatchObject({ id: 'orders', title: 'Loan History', auth: true });
    expect(byPath['/personal/help']).toMatchObject({ id: 'help', title: 'Help Center', auth: true });
    expect(routeTable.some((route) => route.id === 'overlay.feedback')).toBe(false);
    expect(overlayIds).toContain('overlay.feedback');
  });

  it('orders the paths by their characters, without the collator whose first use holds up the first visit', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const table = buildRouteTable({
        'a/orders.json': { path: '/orders' },
        'a/about.json': { path: '/about' },
        'a/order-detail.json': { path: '/order/:id' },
        'a/faq.json': { path: '/FAQ' },
      });
      expect(table.map((route) => route.path)).toEqual(['/FAQ', '/about', '/order/:id', '/orders']);
      expect(compare).not.toHaveBeenCalled();
    } finally {
      compare.mockRestore();
    }
  });
});
