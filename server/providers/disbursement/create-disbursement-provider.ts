import type { DisbursementConfig } from '../../disbursement-setting.ts';
import type { Db } from '../../db/db.ts';
import type { DisbursementProvider } from './disbursement-provider.ts';
import { razorpayXPayouts } from './razorpayx-payouts.ts';
import { sandboxDisbursement } from './sandbox-disbursement.ts';

/** The bank configuration selects (DISBURSEMENT_PROVIDER); the sandbox unless told otherwise. */
export function createDisbursementProvider(config: DisbursementConfig, db: Db): DisbursementProvider {
  if (config.provider === 'razorpayx') {
    return razorpayXPayouts({
      keyId: config.keyId,
      keySecret: config.keySecret,
      accountNumber: config.accountNumber,
    });
  }
  return sandboxDisbursement(db);
}
