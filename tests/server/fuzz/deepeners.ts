/**
 * What only a real caller can add to a request, so that fuzzed values get past a signature check
 * into the code behind it: the app logins signed with the app's secret at the current time, the
 * gateway's and the sandbox bank's notifications signed with the webhook secret. Keyed by endpoint id; an endpoint
 * without one is fuzzed from its contract alone.
 */
import type { Config } from '../../../server/config.ts';
import { signatureHex } from '../../../server/providers/payment/notification-signature.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../../server/providers/payment/sandbox-gateway.ts';
import { signAppLogin, type AppLoginBody } from '../helpers/app-login.ts';
import { jsonText } from './json-text.ts';
import type { JsonSchema } from './valid-arbitrary.ts';

export interface Deepener {
  /** The body's shape when the contract cannot state it (a gateway's raw notification). */
  bodySchema?: JsonSchema;
  /** Signs a fuzzed body; applied to half the cases, the other half go unsigned. */
  sign?(body: unknown): { body: unknown; headers: Record<string, string> };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSignable = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** The app-login recipe (decision 0013) over whatever fields were fuzzed, timed now. */
function appLoginSigner(secret: string): Deepener {
  return {
    sign(body) {
      // Only text and numbers can be signed: other values are refused by the schema before the
      // signature is checked, so they go unsigned.
      if (!isObject(body) || !Object.values(body).every(isSignable)) return { body, headers: {} };
      const fields = { ...body, timestamp: Math.floor(Date.now() / 1000) } as AppLoginBody;
      return { body: signAppLogin(secret, fields), headers: {} };
    },
  };
}

/** The sandbox gateway's event (server/providers/payment/sandbox-gateway.ts), loosely. */
const sandboxEventSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'type', 'payment'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 40 },
    type: { enum: ['payment.captured', 'payment.failed', 'payment.refunded'] },
    payment: {
      type: 'object',
      required: ['ref', 'amountPaise'],
      properties: { ref: { type: 'string', maxLength: 60 }, amountPaise: { type: 'integer', minimum: 0 } },
    },
    createdAt: { type: 'string' },
  },
};

/** The sandbox bank's payout notice (server/providers/disbursement/sandbox-payout-notices.ts), loosely. */
const sandboxPayoutNoticeSchema: JsonSchema = {
  type: 'object',
  required: ['type', 'payout'],
  properties: {
    type: { enum: ['payout.processed', 'payout.failed', 'payout.reversed', 'payout.queued'] },
    payout: {
      type: 'object',
      required: ['ref', 'reference', 'amountPaise', 'reason'],
      properties: {
        ref: { type: 'string', pattern: '^SBXPAY[0-9A-F]{16}$' },
        reference: { type: 'string', pattern: '^LN[0-9]{12}$' },
        amountPaise: { type: 'integer', minimum: 0 },
        reason: { type: 'string', maxLength: 300 },
      },
    },
  },
};

export function deepenersFor(config: Config): Readonly<Record<string, Deepener>> {
  return {
    'user.appLogin': appLoginSigner(config.appLogin.appSecret),
    'tripartite.appLogin': appLoginSigner(config.appLogin.tripartiteSecret),
    'payment.notify': {
      bodySchema: sandboxEventSchema,
      sign: (body) => ({
        body,
        headers: { [SANDBOX_SIGNATURE_HEADER]: signatureHex(config.payment.webhookSecret, jsonText(body)) },
      }),
    },
    // The sandbox bank signs with the same development secret (decision 0068).
    'payout.notify': {
      bodySchema: sandboxPayoutNoticeSchema,
      sign: (body) => ({
        body,
        headers: { [SANDBOX_SIGNATURE_HEADER]: signatureHex(config.payment.webhookSecret, jsonText(body)) },
      }),
    },
  };
}
