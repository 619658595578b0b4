/**
 * An app paying out through RazorpayX (decision 0067), for the tests of its payout notifications
 * (decision 0068): its settings, its payout API as the network shows it, and its webhooks.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../server/db/db.ts';
import { offsetClock } from '../../../../server/clock.ts';
import { JobRunner } from '../../../../server/jobs/job-runner.ts';
import { registerDisbursementJob } from '../../../../server/modules/orders/disbursement-job.ts';
import { razorpayXPayouts } from '../../../../server/providers/disbursement/razorpayx-payouts.ts';
import { sandboxAccountChecks } from '../../helpers/account-checks.ts';
import { signatureHex } from '../../../../server/providers/payment/notification-signature.ts';

export const RAZORPAYX_WEBHOOK_SECRET = 'razorpayx-webhook-secret-for-the-tests-012345';

export const razorpayXEnv: Readonly<Record<string, string>> = {
  DISBURSEMENT_PROVIDER: 'razorpayx',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp_test_secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET,
};

/**
 * A job runner of the test's own whose disbursement job pays through the real RazorpayX adapter,
 * the network answered here: every payout taken (id `pout_<order number>`) as processing, and
 * `lookSees` when asked again (processing unless told). `calls` lists each call as "METHOD url".
 */
export function processingRazorpayX(db: Db, app: FastifyInstance, lookSees = 'processing') {
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method} ${String(url)}`);
    const sent = init?.body ? (JSON.parse(String(init.body)) as { reference_id: string }) : undefined;
    const id = sent ? `pout_${sent.reference_id}` : String(url).split('/').pop();
    const status = sent ? 'processing' : lookSees;
    return new Response(JSON.stringify({ id, entity: 'payout', status }), { status: 200 });
  }) as typeof globalThis.fetch;
  const runner = new JobRunner(db, offsetClock(db), app.log);
  registerDisbursementJob(runner, db, {
    bank: razorpayXPayouts({ keyId: 'k', keySecret: 's', accountNumber: '1', fetch }),
    accounts: sandboxAccountChecks(db, app),
  });
  return { runner, calls };
}

export interface PayoutFields {
  id: string;
  reference: string | null;
  amountPaise: number;
  status: string;
  /** The event's `created_at`; null leaves it out. A fixed day in 2025 unless told. */
  createdAt?: Date | null;
}

/** A payout webhook as RazorpayX sends it, the payout entity as its API answers it. */
export function payoutWebhook(payout: PayoutFields, event = `payout.${payout.status}`): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payout'],
    payload: {
      payout: {
        entity: {
          id: payout.id,
          entity: 'payout',
          amount: payout.amountPaise,
          currency: 'INR',
          status: payout.status,
          reference_id: payout.reference,
          mode: 'IMPS',
          status_details:
            payout.status === 'processed'
              ? null
              : { reason: 'beneficiary_bank_rejected', description: 'The beneficiary account is closed.' },
        },
      },
    },
    ...(payout.createdAt === null
      ? {}
      : { created_at: payout.createdAt ? Math.floor(payout.createdAt.getTime() / 1000) : 1_764_000_000 }),
  });
}

/** POSTs a body to the payout webhook, signed with the test secret unless told otherwise. */
export async function postPayoutWebhook(
  app: FastifyInstance,
  body: string,
  signature = signatureHex(RAZORPAYX_WEBHOOK_SECRET, body),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api1/payouts/notify/razorpayx',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: unknown }>() };
}
