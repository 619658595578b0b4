/** Drawn for a path no screen declares: says so and offers the way home. */
import { useLayoutEffect } from 'react';
import { Link } from '../router/Link.tsx';
import { appWords } from './app-words.ts';
import { applyPageFrame } from './page-frame.ts';
import './not-found.css';

export function NotFound() {
  const words = appWords();
  useLayoutEffect(() => applyPageFrame({ title: words.pageNotFound }), [words]);
  return (
    <main className="app-screen not-found">
      <h1>{words.pageNotFound}</h1>
      <p>{words.pageMoved}</p>
      <Link to="/" replace className="not-found__home">
        {words.goHome}
      </Link>
    </main>
  );
}
