// The extension and scheduled-order screens of issue 5, drawn by the real app with real data on a
// 360x800 phone: a screenshot baseline (tests/e2e/__screenshots__/) and an axe WCAG 2.1 A/AA scan
// with no violations.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { borrowerApi, completeProfile, devSurface, storedToken } from './helpers/borrower-api.ts';
import { loanedOrder, signInAgain } from './helpers/loan-journey.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';
import { checkOrderScreen } from './helpers/screen-check.ts';
import { phoneContext, storageFile } from './helpers/signed-in-storage.ts';

// Two borrowers with an overdue loan of ₹3,000 (the clock moves 93 days once for both): one with
// an extension waiting for payment and a scheduled order waiting for that loan, one whose extension
// is paid. Both sign in again after the clock moved (sessions end with those days).
const stored = (name: string) => storageFile(`screens-extension-${name}`);
const orderIds: Record<string, number> = {};
const scheduledIds: Record<string, number> = {};

interface Borrower {
  page: Page;
  phone: string;
  orderId: number;
  close: () => Promise<void>;
}

async function borrowerWithLoan(browser: Browser, testInfo: TestInfo): Promise<Borrower> {
  const context = await phoneContext(browser, testInfo);
  const page = await context.newPage();
  const phone = uniquePhone();
  await signIn(page, phone);
  const token = await storedToken(page);
  const cardId = await completeProfile(page.request, token, phone);
  const orderId = await loanedOrder(page.request, token, cardId, 3000);
  return { page, phone, orderId, close: () => context.close() };
}

async function signInAfterTheClockMoved(borrower: Borrower): Promise<ReturnType<typeof borrowerApi>> {
  await borrower.page.goto('/login');
  await signInAgain(borrower.page, borrower.phone);
  await expect(borrower.page).not.toHaveURL(/\/login/);
  return borrowerApi(borrower.page.request, await storedToken(borrower.page));
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const waiting = await borrowerWithLoan(browser, testInfo);
  const paid = await borrowerWithLoan(browser, testInfo);
  try {
    const dev = devSurface(waiting.page.request);
    await dev.advanceDays(93);
    await dev.runJobs();

    const api = await signInAfterTheClockMoved(waiting);
    await api.get(`/order-repay-extension/v1/extension-calc/${waiting.orderId}`);
    const [card] = await api.get<{ id: number }[]>('/bank/v1/find-user-bank-card');
    const scheduled = await api.post<{ id: number }>('/order/v1/order-auto-apply', {
      productId: 1,
      expectBorrowAmount: 5000,
      cardId: card!.id,
    });
    await waiting.page.context().storageState({ path: stored('waiting') });
    orderIds.waiting = waiting.orderId;
    scheduledIds.waiting = scheduled.id;

    const paidApi = await signInAfterTheClockMoved(paid);
    const extension = await paidApi.get<{ extensionId: number; orderRepayId: number }>(
      `/order-repay-extension/v1/extension-calc/${paid.orderId}`,
    );
    const { paymentUrl } = await paidApi.post<{ paymentUrl: string }>(
      '/order-repay-extension/v1/apply-extension',
      {
        extensionId: extension.extensionId,
        orderId: paid.orderId,
        orderRepayId: extension.orderRepayId,
      },
    );
    await paid.page.goto(paymentUrl);
    await paid.page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(paid.page).toHaveURL(/\/orders/);
    await paid.page.context().storageState({ path: stored('paid') });
    orderIds.paid = paid.orderId;
  } finally {
    await waiting.close();
    await paid.close();
  }
});

test.describe('a borrower with an overdue loan, an extension waiting and a scheduled order', () => {
  test.use({ storageState: stored('waiting') });

  test('order detail offering the extension', async ({ page }) => {
    await page.goto(`/orders/${orderIds.waiting}/detail`);
    await expect(page.getByRole('button', { name: 'Extend due date' })).toBeVisible();
    await checkOrderScreen(page, 'order-detail-extendable');
  });

  test('extension waiting for payment', async ({ page }) => {
    await page.goto(`/orders/${orderIds.waiting}/extension`);
    await expect(page.getByText('₹ 494.38', { exact: true })).toBeVisible();
    await checkOrderScreen(page, 'order-extension');
  });

  test('abandon dialog', async ({ page }) => {
    await page.goto(`/orders/${orderIds.waiting}/extension`);
    await page.getByRole('button', { name: 'Abandon extension' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm giving up on extension?' });
    await expect(dialog.getByRole('button', { name: 'Abandon Extension' })).toBeVisible();
    // The application and due dates show above the dialog.
    await checkOrderScreen(page, 'order-extension-abandon', dialog, [
      page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
    ]);
  });

  test('scheduled orders with one waiting', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.getByText(/Waiting for your loan LN\d+ to be settled\./)).toBeVisible();
    // The date and time read on one line, as high as the account's line below them, whatever the
    // day: beside the tag, a two-digit day once put the time on a line of its own.
    const scheduledAt = await page
      .getByText(/^Scheduled \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/)
      .boundingBox();
    const account = await page.getByText(/^Account \*{2,}\D*\d{4}/).boundingBox();
    expect(scheduledAt?.height).toBe(account?.height);
    await checkOrderScreen(page, 'schedule');
  });

  test('scheduled order detail and its cancel dialog', async ({ page }) => {
    await page.goto(`/schedule/${scheduledIds.waiting}?pid=1`);
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
    await checkOrderScreen(page, 'schedule-detail');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this scheduled order?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeVisible();
    // The loan's order number and the account show above the dialog.
    await checkOrderScreen(page, 'schedule-detail-cancel', dialog, [
      page.getByText(/LN\d+/),
      page.getByText(/\*{2,}\D*\d{4}/),
    ]);
  });
});

test.describe('a borrower whose extension is paid', () => {
  test.use({ storageState: stored('paid') });

  test('extension paid', async ({ page }) => {
    await page.goto(`/orders/${orderIds.paid}/extension`);
    await expect(page.getByText('Your extension is paid')).toBeVisible();
    await checkOrderScreen(page, 'order-extension-paid');
  });

  test('no scheduled orders yet', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.getByText('No Scheduled order history')).toBeVisible();
    await checkOrderScreen(page, 'schedule-empty');
  });

  test('schedule a loan', async ({ page }) => {
    await page.goto('/schedule/new');
    await expect(page.getByRole('radio', { name: '₹ 5,000' })).toBeChecked();
    await checkOrderScreen(page, 'schedule-new');
  });
});
