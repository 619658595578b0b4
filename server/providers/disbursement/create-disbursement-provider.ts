import type { DisbursementConfig } from '../../disbursement-setting.ts';
import type { Db } from '../../db/db.ts';
import type { NotificationHeaders } from '../payment/payment-provider.ts';
import type { DisbursementProvider, ParsedPayoutNotification } from './disbursement-provider.ts';
import { parseRazorpayXNotification } from './razorpayx-notification.ts';
import { razorpayXPayouts } from './razorpayx-payouts.ts';
import { sandboxDisbursement } from './sandbox-disbursement.ts';
import { parseSandboxPayoutNotice } from './sandbox-payout-notices.ts';

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

/** Reads one of the configured bank's notifications: verified, then reduced to what it says. */
export interface PayoutNotificationReader {
  /** The name in the notification's path (/payouts/notify/{provider}). */
  readonly name: DisbursementConfig['provider'];
  read(rawBody: Buffer, headers: NotificationHeaders): ParsedPayoutNotification;
}

/**
 * The configured bank's notification reader. The sandbox bank's notices are signed with the
 * development webhook secret the sandbox gateway uses (`sandboxSecret`).
 */
export function createPayoutNotificationReader(
  config: DisbursementConfig,
  sandboxSecret: string,
): PayoutNotificationReader {
  if (config.provider === 'razorpayx')
    return {
      name: config.provider,
      read: (rawBody, headers) => parseRazorpayXNotification(config.webhookSecret, rawBody, headers),
    };
  return {
    name: config.provider,
    read: (rawBody, headers) => parseSandboxPayoutNotice(sandboxSecret, rawBody, headers),
  };
}
