import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../contract/app-error.ts';

/** How long a stop waits at most for requests still being worked on. */
export const MAX_CLOSE_WAIT_MS = 10_000;

/**
 * Makes app.close() wait for the requests still being worked on. Fastify's close waits for open
 * connections, but a request whose client has gone (the borrower closed the app, a mobile
 * connection dropped) goes on running after its connection closed; main.ts closes the database
 * right after app.close(), so without this such a request would lose the database between two of
 * its steps. The wait is bounded, so a request that never ends cannot hold a stop forever.
 *
 * Every answer sent once the stop has begun says `Connection: close`. When Fastify stops listening
 * it closes the idle kept-alive connections and waits for the others to end; a connection busy at
 * that moment stayed open after its answer (browsers and load balancers keep connections alive),
 * so the stop waited for the keep-alive timeout (72 s) before closing the database: past the
 * grace a process manager gives before SIGKILL.
 *
 * A request that arrives once the stop has begun, on a connection kept open from before (in the
 * moment before Fastify closes the idle ones), is refused with SERVER_STOPPING in the envelope
 * (503): Fastify's own refusal (`return503OnClosing`, switched off in app.ts) had no envelope, and
 * serving it could outlive the wait above and find the database closed.
 *
 * The same bound holds for a connection whose request is still arriving (a photo sent at 3G
 * speed, a body that never ends): Fastify's close waits for every busy connection, and such a one
 * held the stop for as long as its upload took, up to REQUEST_TIMEOUT_MS (a 2 MB photo at
 * 150 KB/s: 25 s). At the bound every connection still open is closed; the app says "Network
 * error" and the borrower sends it again, to a server that is running.
 */
export function waitForRequestsInFlightOnClose(app: FastifyInstance, maxWaitMs = MAX_CLOSE_WAIT_MS): void {
  // A count rather than a list of requests: nothing is kept of a request that never ends.
  const open = new WeakSet<FastifyRequest>();
  let count = 0;
  let drained: (() => void) | undefined;
  let stopping = false;
  const done = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    count -= 1;
    if (count === 0) drained?.();
  };

  app.addHook('onRequest', async (request) => {
    open.add(request);
    count += 1;
    if (stopping) throw new AppError('SERVER_STOPPING');
  });
  // Every answer passes onSend once its work is done, whether or not the client is still there
  // (onResponse only follows an answer actually written).
  app.addHook('onSend', async (request, reply, payload) => {
    if (stopping) reply.header('Connection', 'close');
    done(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));
  let deadline = 0;
  // The stop's first step, before the server stops listening and waits for its connections.
  app.addHook('preClose', async () => {
    stopping = true;
    deadline = Date.now() + maxWaitMs;
    // Not cleared: closing what is left of a closed server's connections is harmless, and unref'd
    // it holds no process open.
    setTimeout(() => app.server.closeAllConnections(), maxWaitMs).unref();
  });
  app.addHook('onClose', async () => {
    if (count === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
