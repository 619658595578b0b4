import type { Queryable } from '../../db/db.ts';

export type PaymentProviderName = 'sandbox' | 'razorpay';

/** What the payments module asks a gateway for: one payable link for one payment row. */
export interface NewProviderPayment {
  /** Our payment row's id (the gateway keeps it as its reference). */
  paymentId: number;
  amountPaise: number;
  /** Shown on the gateway's page. */
  description: string;
  /** Where the gateway sends the browser after paying (absolute, or a path on this server). */
  callbackUrl: string;
  /** After this the link can no longer be paid. */
  expiresAt: Date;
}

export interface ProviderPayment {
  /** The gateway's id of the payment link; notifications name it. */
  providerRef: string;
  /** The page the borrower pays on. */
  url: string;
}

/** A notification whose signature checked out, reduced to what settles a payment. */
export interface PaymentEvent {
  /** Unique per event at the gateway: a redelivery carries the same id. */
  eventId: string;
  providerRef: string;
  status: 'captured' | 'failed';
  amountPaise: number;
  /**
   * For a capture, when the gateway says the money moved; absent when it does not say. The
   * notification may arrive long after: redelivered, or held up on the way.
   */
  paidAt?: Date;
}

export type ParsedNotification =
  | { kind: 'event'; event: PaymentEvent }
  /** Signed by the gateway but about nothing we act on (another event type). */
  | { kind: 'ignored'; reason: string }
  /** Not provably from the gateway (bad or missing signature, unreadable body): change nothing. */
  | { kind: 'rejected'; reason: string };

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** A payment gateway: the sandbox (offline, default) or a real one selected by configuration. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * The shortest time a link made now stays open: a link asked to close sooner stays open this
   * long (Razorpay's expire_by), and may be paid until then. 0: it closes when asked.
   */
  readonly shortestLinkMs: number;
  /**
   * Creates the gateway's payment for a payment row, inside the caller's transaction (`tx` lets the
   * sandbox keep its records atomically with the row; a remote gateway ignores it).
   */
  createPayment(tx: Queryable, payment: NewProviderPayment): Promise<ProviderPayment>;
  /**
   * Closes a link the app no longer offers, so that it can no longer be paid (decision 0079).
   * Throws when the gateway did not close it (unreachable, or the link had already ended).
   */
  closePayment(db: Queryable, providerRef: string, now: Date): Promise<void>;
  /** Verifies the signature over the raw bytes, then reads the event. Never throws on bad input. */
  parseNotification(rawBody: Buffer, headers: NotificationHeaders): ParsedNotification;
}

/** The first value of a header (Node gives arrays for repeated headers). */
export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
