import { describe, expect, it } from 'vitest';
import { routeTable } from '../app/screen-bundle.ts';
import { createMatcher } from './match-route.ts';

const table = [
  { id: 'home', path: '/' },
  { id: 'schedule', path: '/schedule' },
  { id: 'schedule-detail', path: '/schedule/:oid' },
  { id: 'schedule-new', path: '/schedule/new' },
  { id: 'order-detail', path: '/orders/:id/detail' },
];
const match = createMatcher(table);

describe('matching a path to a route', () => {
  it.each([
    ['/', 'home', {}],
    ['/schedule', 'schedule', {}],
    ['/schedule/', 'schedule', {}],
    ['/SCHEDULE', 'schedule', {}],
    ['/schedule/new', 'schedule-new', {}],
    ['/schedule/12', 'schedule-detail', { oid: '12' }],
    ['/orders/7/detail', 'order-detail', { id: '7' }],
    ['/orders/a%20b/detail', 'order-detail', { id: 'a b' }],
    ['/orders/%E0%A4/detail', 'order-detail', { id: '%E0%A4' }],
  ])('%s is %s', (path, id, params) => {
    expect(match(path)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it.each(['/orders', '/orders/7', '/orders/7/detail/x', '/schedule/1/2', '/nothing'])(
    '%s matches no route',
    (path) => expect(match(path)).toBeNull(),
  );

  it('reads optional parameters and the rest of a path', () => {
    const more = createMatcher([
      { id: 'help', path: '/help/:topic?' },
      { id: 'files', path: '/files/*' },
    ]);
    expect(more('/help')).toEqual({ route: expect.objectContaining({ id: 'help' }), params: {} });
    expect(more('/help/loans')?.params).toEqual({ topic: 'loans' });
    expect(more('/files')?.params).toEqual({});
    expect(more('/files/a/b')?.params).toEqual({ '*': 'a/b' });
  });

  it('lets a static segment win over a parameter whatever the order of the table', () => {
    expect(createMatcher([...table].reverse())('/schedule/new')?.route.id).toBe('schedule-new');
  });

  it('finds every route of the app at its own path and no other', () => {
    const appMatch = createMatcher(routeTable);
    for (const entry of routeTable) {
      const path = entry.path.replace(/:[^/]+/g, '42');
      expect(appMatch(path)?.route.id, path).toBe(entry.id);
    }
  });
});
