import { randomBytes } from 'node:crypto';
import { isoTime } from '../gateway-time.ts';
import { isRecord } from '../json-answer.ts';
import { hasValidSignature, signatureHex } from './notification-signature.ts';
import { headerValue, type ParsedNotification, type PaymentProvider } from './payment-provider.ts';
import { cancelSandboxPayment, insertSandboxPayment } from './sandbox-gateway-repo.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Where this server serves the sandbox's payment page (below it, the provider ref). */
export const SANDBOX_PAGE_PATH = '/api1/sandbox-pay';

/** The notification the sandbox sends, shaped like a small gateway's webhook. */
export interface SandboxEventBody {
  id: string;
  type: 'payment.captured' | 'payment.failed';
  payment: { ref: string; amountPaise: number };
  createdAt: string;
}

export function newSandboxEvent(
  providerRef: string,
  outcome: 'paid' | 'failed',
  amountPaise: number,
  now: Date,
): SandboxEventBody {
  return {
    id: `sbevt_${randomBytes(12).toString('base64url')}`,
    type: outcome === 'paid' ? 'payment.captured' : 'payment.failed',
    payment: { ref: providerRef, amountPaise },
    createdAt: now.toISOString(),
  };
}

/** The body and header a sandbox notification is delivered with. */
export function signSandboxEvent(
  secret: string,
  event: SandboxEventBody,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHex(secret, body) },
  };
}

function readEvent(rawBody: Buffer): ParsedNotification {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'rejected', reason: 'body is not JSON' };
  }
  if (!isRecord(parsed) || typeof parsed.id !== 'string' || !parsed.id || !isRecord(parsed.payment))
    return { kind: 'rejected', reason: 'not a sandbox event' };
  const { ref, amountPaise } = parsed.payment;
  if (typeof ref !== 'string' || !Number.isSafeInteger(amountPaise) || (amountPaise as number) < 0)
    return { kind: 'rejected', reason: 'payment ref or amount missing' };
  if (parsed.type !== 'payment.captured' && parsed.type !== 'payment.failed')
    return { kind: 'ignored', reason: `event type ${String(parsed.type)}` };
  const captured = parsed.type === 'payment.captured';
  const paidAt = captured ? isoTime(parsed.createdAt) : undefined;
  return {
    kind: 'event',
    event: {
      eventId: parsed.id,
      providerRef: ref,
      status: captured ? 'captured' : 'failed',
      amountPaise: amountPaise as number,
      ...(paidAt ? { paidAt } : {}),
    },
  };
}

/**
 * The offline gateway (the default outside production; config refuses it in production). Its
 * payment page is served by this server (sandbox-page-routes.ts); paying or failing there sends a
 * notification signed with the webhook secret to the same route a real gateway calls.
 */
export function sandboxGateway(options: { webhookSecret: string; publicBaseUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    // Its page refuses a link the moment it expires.
    shortestLinkMs: 0,
    async createPayment(tx, payment) {
      // Unguessable: the page needs no sign-in, like a real gateway's payment link.
      const providerRef = `sbpay_${randomBytes(16).toString('base64url')}`;
      await insertSandboxPayment(tx, {
        providerRef,
        paymentId: payment.paymentId,
        amountPaise: payment.amountPaise,
        description: payment.description,
        callbackUrl: payment.callbackUrl,
        expiresAt: payment.expiresAt,
      });
      return { providerRef, url: `${options.publicBaseUrl}${SANDBOX_PAGE_PATH}/${providerRef}` };
    },
    async closePayment(db, providerRef, now) {
      if (!(await cancelSandboxPayment(db, providerRef, now)))
        throw new Error(`Sandbox payment ${providerRef} was no longer open`);
    },
    parseNotification(rawBody, headers) {
      if (!hasValidSignature(options.webhookSecret, rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER)))
        return { kind: 'rejected', reason: 'signature does not match' };
      return readEvent(rawBody);
    },
  };
}
