import type { Db } from '../../db/db.ts';
import type { DisbursementProvider } from './disbursement-provider.ts';
import { sandboxDisbursement } from './sandbox-disbursement.ts';

/**
 * The bank payout provider. Only the sandbox exists so far; a real bank's payout API goes here,
 * selected by configuration, behind the same interface.
 */
export function createDisbursementProvider(db: Db): DisbursementProvider {
  return sandboxDisbursement(db);
}
