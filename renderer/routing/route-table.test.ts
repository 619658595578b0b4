import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { buildRouteTable } from './route-table.ts';

const screen = (id: string, route?: ScreenDocument['route']): ScreenDocument => ({
  id,
  format: 1,
  version: 1,
  body: [],
  ...(route ? { route } : {}),
});

describe('buildRouteTable', () => {
  it('lists the routed screens with their title, background and auth (default true), skipping fragments', () => {
    const routes = buildRouteTable([
      screen('login', { path: '/login', title: 'Sign In', background: '#ffffff', auth: false }),
      screen('orders.detail', { path: '/orders/:id/detail', title: 'Order Detail' }),
      screen('overlay.feedback'),
    ]);
    expect(routes).toEqual([
      { screenId: 'login', path: '/login', title: 'Sign In', background: '#ffffff', auth: false },
      { screenId: 'orders.detail', path: '/orders/:id/detail', title: 'Order Detail', auth: true },
    ]);
  });

  it('keeps the first screen of a path and reports the other', () => {
    const problems: string[] = [];
    const routes = buildRouteTable([screen('home', { path: '/' }), screen('home-copy', { path: '/' })], (p) =>
      problems.push(p),
    );
    expect(routes.map((r) => r.screenId)).toEqual(['home']);
    expect(problems).toEqual(['home-copy: path / is already the route of home']);
  });
});
