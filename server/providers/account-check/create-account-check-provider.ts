import type { DisbursementConfig } from '../../disbursement-setting.ts';
import type { AccountCheckProvider } from './account-check-provider.ts';
import { razorpayXAccountCheck } from './razorpayx-account-check.ts';
import { sandboxAccountCheck } from './sandbox-account-check.ts';

/**
 * The bank that checks an account is the bank that pays loans out to it (decision 0095): RazorpayX
 * validates from the same business account and keys, the sandbox bank checks for the sandbox
 * payouts. Production already refuses the sandbox bank, so it checks accounts for real.
 */
export function createAccountCheckProvider(config: DisbursementConfig): AccountCheckProvider {
  if (config.provider === 'razorpayx')
    return razorpayXAccountCheck({
      keyId: config.keyId,
      keySecret: config.keySecret,
      accountNumber: config.accountNumber,
    });
  return sandboxAccountCheck();
}
