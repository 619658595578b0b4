// The benchmark's borrowers: signed in over HTTP the way the app does it (code by SMS, read from the
// development outbox, then login), and brought to the states the main screens read: most with a
// completed profile, a bank card and a loan application approved (state 2 Pass), the rest new.
import type { Db } from '../../server/db/db.ts';
import { completeProfileInDb, userIdOfPhone } from '../../tests/server/helpers/borrower-profile.ts';
import { callOk, inParallel } from './http.ts';

export interface Borrower {
  phone: string;
  token: string;
  /** Set for a borrower with a completed profile (the bank card) and an order. */
  cardId?: number;
  orderId?: number;
}

/** What a borrower applies for: the first of the app's own products open for loans. */
export interface Offer {
  productId: number;
  periodDays: number;
  amount: number;
}

/** Phones of one run: 91 + 9 + nine digits, all different. */
export function benchPhones(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `919${String(100_000_000 + i)}`);
}

async function signIn(baseUrl: string, phone: string): Promise<Borrower> {
  await callOk(baseUrl, `/sms/v1/sendCode?phone=${phone}`);
  const outbox = await callOk<{ code: string | null }[]>(baseUrl, `/dev/outbox?phone=${phone}`);
  const code = outbox[0]?.code;
  if (!code) throw new Error(`no sign-in code in the outbox for ${phone}`);
  const { token } = await callOk<{ token: string }>(baseUrl, '/user/v1/login', { body: { phone, code } });
  return { phone, token };
}

/** Signs every phone in, all at once (the sign-in itself under the same concurrency). */
export async function signInAll(baseUrl: string, phones: readonly string[]): Promise<Borrower[]> {
  return inParallel(phones, phones.length, (phone) => signIn(baseUrl, phone));
}

/**
 * Completes the verification steps (KYC, face, forms, contacts, bank card) of the first `count`
 * borrowers straight in the database, as the server tests do (tests/server/helpers): onboarding
 * itself needs photos and a face check, which this benchmark does not measure.
 */
export async function completeProfiles(db: Db, borrowers: Borrower[], count: number): Promise<void> {
  for (const borrower of borrowers.slice(0, count)) {
    const userId = await userIdOfPhone(db, borrower.phone);
    borrower.cardId = await completeProfileInDb(db, userId);
  }
}

export async function findOffer(baseUrl: string, token: string): Promise<Offer> {
  const home = await callOk<{ homeProductVos: { id: number; productType: number; isFull: number }[] }>(
    baseUrl,
    '/home/v1/index',
    { token },
  );
  const product = home.homeProductVos.find((p) => p.productType === 1 && p.isFull === 0);
  if (!product) throw new Error('no product of the app open for loans on the home page');
  const info = await callOk<{ amountList: number[]; period: number }>(
    baseUrl,
    `/product/v1/product-info?id=${product.id}`,
    { token },
  );
  const amount = info.amountList[Math.floor(info.amountList.length / 2)];
  if (amount === undefined) throw new Error(`product ${product.id} offers no amount to a new borrower`);
  return { productId: product.id, periodDays: info.period, amount };
}

/** The body of an application for `offer` (the same body again is an idempotent retry). */
export function applicationBody(borrower: Borrower, offer: Offer) {
  return {
    cardId: borrower.cardId,
    borrowAmount: offer.amount,
    periods: offer.periodDays,
    productId: offer.productId,
  };
}

/**
 * Applies for every borrower with a bank card, then approves each application on the development
 * surface (the audit job would decide by the rules, some time later).
 */
export async function applyAndApprove(baseUrl: string, borrowers: Borrower[], offer: Offer): Promise<void> {
  const applicants = borrowers.filter((b) => b.cardId !== undefined);
  await inParallel(applicants, 10, async (borrower) => {
    const applied = await callOk<{ orderId: number }>(baseUrl, '/order/v1/apply', {
      token: borrower.token,
      body: applicationBody(borrower, offer),
    });
    borrower.orderId = applied.orderId;
    await callOk(baseUrl, `/dev/orders/${applied.orderId}/audit`, { body: { decision: 'pass' } });
  });
}
