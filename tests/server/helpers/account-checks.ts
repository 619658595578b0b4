import type { FastifyInstance } from 'fastify';
import { offsetClock } from '../../../server/clock.ts';
import type { Db } from '../../../server/db/db.ts';
import { createAccountCheckService } from '../../../server/modules/bank/account-check-service.ts';
import { sandboxAccountCheck } from '../../../server/providers/account-check/sandbox-account-check.ts';

/**
 * The sandbox bank's account checks on the app's clock, for a job runner of a test's own: what
 * the app checks accounts with when it pays through the sandbox (decision 0095).
 */
export function sandboxAccountChecks(db: Db, app: FastifyInstance) {
  return createAccountCheckService({ db, clock: offsetClock(db), log: app.log, bank: sandboxAccountCheck() });
}
