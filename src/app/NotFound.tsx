/** Drawn for a path no screen declares: says so and offers the way home. */
import { useLayoutEffect } from 'react';
import { Link } from '../router/Link.tsx';
import { applyPageFrame } from './page-frame.ts';
import './not-found.css';

export function NotFound() {
  useLayoutEffect(() => applyPageFrame({ title: 'Page not found' }), []);
  return (
    <main className="app-screen not-found">
      <h1>Page not found</h1>
      <p>This page does not exist or has moved.</p>
      <Link to="/" replace className="not-found__home">
        Go to Home
      </Link>
    </main>
  );
}
