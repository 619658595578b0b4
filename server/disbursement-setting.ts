/**
 * `DISBURSEMENT_PROVIDER`: the bank that pays loans out (server/providers/disbursement). `sandbox`
 * (the default outside production) keeps its own ledger and moves no money; `razorpayx` pays from
 * the lender's RazorpayX account (`RAZORPAYX_ACCOUNT_NUMBER`) with the Razorpay keys the payment
 * links use (`RAZORPAY_KEY_ID`, `RAZORPAY_KEY_SECRET`). Production refuses the sandbox: an order
 * would show the loan as paid out, and its repayment as owed, for money nobody sent.
 *
 * RazorpayX also needs `RAZORPAYX_WEBHOOK_SECRET`, the secret of the payout webhook set up in its
 * dashboard (decision 0068): the job's looks alone would see a payout end, but never one that the
 * borrower's bank sends back after it was processed.
 */
export type DisbursementConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'razorpayx';
      keyId: string;
      keySecret: string;
      accountNumber: string;
      /** Signs RazorpayX's payout notifications (POST /api1/payouts/notify/razorpayx). */
      webhookSecret: string;
    };

export class DisbursementSettingError extends Error {}

type Env = Record<string, string | undefined>;

export function readDisbursement(env: Env): DisbursementConfig {
  const provider = env.DISBURSEMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'razorpayx')
    throw new DisbursementSettingError(
      `DISBURSEMENT_PROVIDER must be sandbox or razorpayx (got "${provider}").`,
    );
  const settings = {
    keyId: env.RAZORPAY_KEY_ID ?? '',
    keySecret: env.RAZORPAY_KEY_SECRET ?? '',
    accountNumber: (env.RAZORPAYX_ACCOUNT_NUMBER ?? '').trim(),
    webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET ?? '',
  };
  return { provider, ...settings };
}

/**
 * What RazorpayX lacks to pay out, in any environment (empty when nothing). A list rather than a
 * refusal of its own, so a start names it with everything else that is missing.
 */
export function disbursementIncomplete(config: DisbursementConfig): string[] {
  if (config.provider === 'sandbox') return [];
  const { keyId, keySecret, accountNumber, webhookSecret } = config;
  if (keyId && keySecret && accountNumber && webhookSecret) return [];
  return [
    'DISBURSEMENT_PROVIDER=razorpayx needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET',
  ];
}

/** What production lacks to pay loans out for real (empty when nothing). */
export function disbursementMissingForProduction(config: DisbursementConfig): string[] {
  if (config.provider === 'sandbox')
    return [
      'DISBURSEMENT_PROVIDER=razorpayx with RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET (the sandbox bank pays nothing out)',
    ];
  // Whoever learns a short secret can sign a payout notice: a payout "reversed" that never was.
  if (config.webhookSecret && config.webhookSecret.length < 32)
    return ['RAZORPAYX_WEBHOOK_SECRET (at least 32 random characters, as set in the RazorpayX dashboard)'];
  return [];
}
