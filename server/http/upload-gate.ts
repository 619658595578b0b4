import type { FastifyInstance } from 'fastify';
import { AppError } from '../contract/app-error.ts';

/**
 * How many uploads one borrower may have on their way at once. The upload KYC screen sends its two
 * card photos as soon as each is chosen, so two may overlap; nothing in the app sends a third.
 */
export const UPLOADS_IN_FLIGHT_PER_BORROWER = 2;

/**
 * Holds each borrower to a few uploads at a time (decision 0030). An upload is buffered in memory
 * (up to 10 MB) and then waits for the photo readers, which take one photo at a time; without a
 * bound, one signed-in borrower could send dozens at once, within the per-address request limit,
 * holding their memory and queueing minutes of photo reading in front of everyone else.
 *
 * Runs on multipart routes after the auth hook (registered after it) and before the route's own
 * hook reads the body, so a refused upload is never read. A place is given back when the answer
 * has gone or the connection closed, whichever comes first, so a client that goes away mid-upload
 * does not hold it.
 */
export function registerUploadGate(app: FastifyInstance, perBorrower = UPLOADS_IN_FLIGHT_PER_BORROWER): void {
  const inFlight = new Map<number, number>();
  const release = (userId: number) => {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };

  app.addHook('preValidation', async (request, reply) => {
    const userId = request.auth?.userId;
    // Upload routes require a token (the auth hook has refused anyone else).
    if (!request.routeOptions.config.multipart || userId === undefined) return;
    const count = inFlight.get(userId) ?? 0;
    if (count >= perBorrower) throw new AppError('UPLOAD_ALREADY_IN_FLIGHT');
    inFlight.set(userId, count + 1);
    let released = false;
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      release(userId);
    });
  });
}
