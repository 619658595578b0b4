// What the loan journeys share (the loan, extension and scheduled-order specs): a borrower signed in
// through the app, a loan paid out through the real order engine, signing in again after the
// server's clock moved, and reading money and labelled values the way the app shows them.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { outbox } from './api.ts';
import { borrowerApi, completeProfile, decideAudit, devSurface, storedToken } from './borrower-api.ts';
import { loginScreen, signIn } from './login-screen.ts';
import { uniquePhone } from './phone.ts';

export const PRODUCT = 1;

/** ₹ with Indian grouping, as the app shows money. */
export function rupees(amount: number): string {
  return `₹ ${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** The value the app shows next to a label (KeyValue rows are description lists). */
export function valueOf(scope: Page | Locator, label: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) });
  return scope.locator('dl').filter({ has: term }).locator('dd').first();
}

/** A full-page screenshot kept with the test's results (looked at, not compared). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A new borrower signed in through the app; the token the app stored. */
export async function newBorrower(page: Page): Promise<{ phone: string; token: string }> {
  const phone = uniquePhone();
  await signIn(page, phone);
  return { phone, token: await storedToken(page) };
}

/** A new borrower with every onboarding step done who has applied for ₹ 3,000 through the API. */
export async function borrowerWhoApplied(
  page: Page,
): Promise<{ phone: string; token: string; cardId: number; orderId: number }> {
  const { phone, token } = await newBorrower(page);
  const cardId = await completeProfile(page.request, token, phone);
  const { orderId } = await borrowerApi(page.request, token).post<{ orderId: number }>('/order/v1/apply', {
    cardId,
    borrowAmount: 3000,
    periods: 91,
    productId: PRODUCT,
  });
  return { phone, token, cardId, orderId };
}

/** A new borrower with every onboarding step done and a loan of `amount` paid out (6 Loaned). */
export async function borrowerWithLoan(
  page: Page,
  amount = 3000,
): Promise<{ phone: string; token: string; cardId: number; orderId: number }> {
  const { phone, token } = await newBorrower(page);
  const cardId = await completeProfile(page.request, token, phone);
  const orderId = await loanedOrder(page.request, token, cardId, amount);
  return { phone, token, cardId, orderId };
}

/**
 * Signs in on the open login screen a borrower whose outbox already holds other messages (the
 * Aadhaar OTP, the decision SMS): waits for the new login code, not the newest message found.
 */
export async function signInAgain(page: Page, phone: string): Promise<void> {
  const before = (await outbox(page.request, phone)).length;
  const login = loginScreen(page);
  await login.phone.fill(phone);
  await login.sendCode.click();
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(page.request, phone);
      code = messages.length > before ? (messages[0]?.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  await login.code.fill(code);
  await login.consent.check();
  await login.submit.click();
}

export interface OrderDetail {
  orderId: number;
  orderNo: string;
  orderState: number;
  overdueDays: number;
  overdueFee: number;
  outstandingAmount: number;
  dueDate: string;
  isExtension: boolean;
}

export async function orderDetail(request: APIRequestContext, token: string, orderId: number) {
  return borrowerApi(request, token).get<OrderDetail>(`/order/v1/detail?orderId=${orderId}`);
}

export async function latestOrder(request: APIRequestContext, token: string): Promise<OrderDetail> {
  const orders = await borrowerApi(request, token).get<OrderDetail[]>('/order/v1/list');
  expect(orders.length).toBeGreaterThan(0);
  return orders[0]!;
}

/**
 * Applies for `amount` of product 1 with the borrower's card, forces the audit to pass, confirms Get
 * Money and runs the disbursement job: the order is 6 Loaned. Returns its id.
 */
export async function loanedOrder(
  request: APIRequestContext,
  token: string,
  cardId: number,
  amount: number,
): Promise<number> {
  const api = borrowerApi(request, token);
  const { orderId } = await api.post<{ orderId: number }>('/order/v1/apply', {
    cardId,
    borrowAmount: amount,
    periods: 91,
    productId: PRODUCT,
  });
  await decideAudit(request, token, orderId, 'pass');
  await api.post('/order/v1/loan', { orderId });
  await devSurface(request).runJobs();
  await expect
    .poll(async () => (await orderDetail(request, token, orderId)).orderState, {
      message: 'the order is loaned',
    })
    .toBe(6);
  return orderId;
}
