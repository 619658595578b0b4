// The jsdom benchmarks measure React's production build, as borrowers run it. `npm run bench` starts
// them with NODE_ENV=production; this stops a run that would time the development build by mistake
// (React's production build has no `act`).
export async function assertReactProduction(): Promise<void> {
  const react = (await import('react')) as Record<string, unknown>;
  if (process.env.NODE_ENV !== 'production' || typeof react.act === 'function')
    throw new Error('React is the development build here: run with NODE_ENV=production');
}

/**
 * Lets React finish what a change started until `done` holds, a turn of the event loop at a time
 * (React's scheduler runs on setImmediate in Node; a widget fetched on demand takes longer).
 */
export async function settleUntil(done: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`${what} did not happen within ${limitMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
