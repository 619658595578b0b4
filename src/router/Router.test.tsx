import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHistoryStore } from './history-store.ts';
import { Link } from './Link.tsx';
import { Navigate } from './Navigate.tsx';
import { Router } from './Router.tsx';
import { useLocation, useParams } from './router-context.ts';
import { Routes } from './Routes.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const table = [
  { id: 'list', path: '/orders' },
  { id: 'detail', path: '/orders/:id' },
  { id: 'old', path: '/old' },
];

let mounts = 0;
function Detail() {
  useState(() => (mounts += 1));
  const { id } = useParams();
  const { search, key } = useLocation();
  return <p data-key={key}>{`order ${id}${search}`}</p>;
}

function draw(path: string) {
  window.history.replaceState(null, '', path);
  const history = createHistoryStore();
  render(
    <Router history={history}>
      <Routes
        table={table}
        render={(route) =>
          route.id === 'list' ? (
            <Link to="/orders/7?from=list">Order 7</Link>
          ) : route.id === 'old' ? (
            <Navigate to="/orders" replace />
          ) : (
            <Detail />
          )
        }
        fallback={<p>not found</p>}
      />
    </Router>,
  );
  return history;
}

describe('the router', () => {
  it('draws the matched route with its params and query, and the fallback for an unknown path', () => {
    draw('/orders/12?tab=2');
    expect(screen.getByText('order 12?tab=2')).toBeTruthy();
    cleanup();
    draw('/nowhere');
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('follows a link without reloading, as a new history entry', () => {
    draw('/orders');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Order 7' }));
    expect(window.location.pathname + window.location.search).toBe('/orders/7?from=list');
    expect(screen.getByText('order 7?from=list')).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves a modified click to the browser (new tab)', () => {
    draw('/orders');
    let leftToBrowser = false;
    // Runs after the app's handler; stops jsdom, which cannot open a tab, from trying.
    const stopBrowser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stopBrowser);
    fireEvent.click(screen.getByRole('link', { name: 'Order 7' }), { ctrlKey: true });
    window.removeEventListener('click', stopBrowser);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/orders');
  });

  it('redirects with Navigate, replacing the entry', () => {
    draw('/old');
    expect(window.location.pathname).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Order 7' })).toBeTruthy();
  });

  it('gives every visit its own key, even to the same URL, and follows Back', async () => {
    const history = draw('/orders/1');
    const first = screen.getByText('order 1').dataset.key;
    act(() => history.navigate('/orders/1'));
    const second = screen.getByText('order 1').dataset.key;
    expect(second).not.toBe(first);
    const mountsBefore = mounts;
    act(() => history.navigate('/orders/2', { replace: true }));
    expect(screen.getByText('order 2')).toBeTruthy();
    expect(mounts, 'the same route with other params keeps its state').toBe(mountsBefore);
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      history.go(-1);
      await popped;
    });
    expect(screen.getByText('order 1').dataset.key).toBe(first);
  });
});
