// The extension of issue 5 end to end, on the real server (real /api1, real database, sandbox
// providers) in Chromium at 360x800: an overdue borrower extends and pays the fee on the sandbox
// payment page and sees the new due date; another abandons the extension; a third leaves it unpaid
// and it expires. Each loan is paid out through the real order engine, then the server's clock
// moves 93 days (the due date of a 91-day loan passes); sessions end with those days, so each
// borrower signs in again.
import { expect, test, type Page } from '@playwright/test';
import { borrowerApi, devSurface, storedToken } from './helpers/borrower-api.ts';
import { borrowerWithLoan, orderDetail, rupees, shot, signInAgain, valueOf } from './helpers/loan-journey.ts';

test.describe.configure({ timeout: 180_000 });

interface ExtensionInfo {
  extensionId: number;
  orderRepayId: number;
  extensionState: number;
  extensionFee: number;
  extensionServiceFee: number;
  overdueFee: number;
  interest: number;
  extensionDay: number;
  extensionTime: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2027-03-04" (an IST calendar date) as the app shows a date: 4 Mar 2027. */
function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/**
 * A borrower whose 91-day loan of ₹3,000 is overdue, signed in again on its detail page (opened
 * through the login redirect). Returns the order id and the new session's token.
 */
async function overdueBorrower(page: Page): Promise<{ orderId: number; token: string }> {
  const { phone, orderId } = await borrowerWithLoan(page);
  const dev = devSurface(page.request);
  await dev.advanceDays(93);
  await dev.runJobs();
  await page.goto(`/orders/${orderId}/detail`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInAgain(page, phone);
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);
  await expect(page.getByText('Overdued', { exact: true })).toBeVisible();
  return { orderId, token: await storedToken(page) };
}

/** From the order detail, 'Extend due date' opens the extension screen with its fee. */
async function openExtension(page: Page, orderId: number, token: string): Promise<ExtensionInfo> {
  await page.getByRole('button', { name: 'Extend due date' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}/extension`);
  const info = await borrowerApi(page.request, token).get<ExtensionInfo>(
    `/order-repay-extension/v1/extension-calc/${orderId}`,
  );
  await expect(page.getByText(rupees(info.extensionFee), { exact: true })).toBeVisible();
  await expect(page.getByText('Please complete the payment within 24 hours')).toBeVisible();
  return info;
}

test('an overdue borrower extends, pays the fee on the sandbox page and sees the new due date', async ({
  page,
}) => {
  const { orderId, token } = await overdueBorrower(page);
  const before = await orderDetail(page.request, token, orderId);
  expect(before.isExtension).toBe(true);
  await shot(page, '01-detail-overdue');

  const info = await openExtension(page, orderId, token);
  // The fee is its parts: the service fee, the overdue fees and the interest accrued (nothing repaid).
  expect(info.extensionFee).toBeCloseTo(info.extensionServiceFee + info.overdueFee + info.interest, 2);
  await expect(valueOf(page, 'Extension Processing Fee')).toHaveText(rupees(info.extensionServiceFee));
  await expect(valueOf(page, 'Processing Fee Rate')).toHaveText('8 %');
  await expect(valueOf(page, 'Overdue Fees')).toHaveText(rupees(info.overdueFee));
  await expect(valueOf(page, 'Interest')).toHaveText(rupees(info.interest));
  await expect(valueOf(page, 'Number of Extension Days')).toHaveText(`${info.extensionDay} days`);
  await expect(valueOf(page, 'Due Date')).toHaveText(shownDate(info.extensionTime));
  await shot(page, '02-extension');

  await page.getByRole('button', { name: 'Apply and payment' }).click();
  await expect(page).toHaveURL(/\/api1\/sandbox-pay\/[^?]+\?callback=/);
  await shot(page, '03-sandbox-page');
  await page.getByRole('button', { name: `Pay ${rupees(info.extensionFee)}` }).click();

  // Back on the extension: paid, the order in Extension with the new due date.
  await expect(page).toHaveURL(`/orders/${orderId}/extension?from=payment`);
  await expect(page.getByText('Your extension is paid')).toBeVisible();
  await expect(page.getByText(shownDate(info.extensionTime)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply and payment' })).toHaveCount(0);
  await shot(page, '04-extension-paid');
  const after = await orderDetail(page.request, token, orderId);
  expect(after.orderState).toBe(11);
  expect(after.dueDate).toBe(info.extensionTime);

  // Loan History: the row in Extension leads back to the extension, which leads to repayment.
  await page.goto('/orders');
  const row = page.locator('.w-card').filter({ hasText: after.orderNo });
  await expect(row.getByText('Extension', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'View details' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}/extension`);
  await page.getByRole('button', { name: 'Repayment' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);
  await expect(
    page.getByRole('button', { name: `Repayment ${rupees(after.outstandingAmount)}` }),
  ).toBeVisible();
  await shot(page, '05-detail-extended');
});

test('a borrower abandons the extension: back to Loan History, the order as it was', async ({ page }) => {
  const { orderId, token } = await overdueBorrower(page);
  await openExtension(page, orderId, token);

  await page.getByRole('button', { name: 'Abandon extension' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm giving up on extension?' });
  await expect(dialog.getByText(/unsuccessful/)).toBeVisible();
  await shot(page, '06-abandon-dialog');
  // The phone's Back closes the dialog and keeps the page.
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/orders/${orderId}/extension`);
  // Continue keeps the request.
  await page.getByRole('button', { name: 'Abandon extension' }).click();
  await dialog.getByRole('button', { name: 'Continue Extension' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/orders/${orderId}/extension`);

  await page.getByRole('button', { name: 'Abandon extension' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm giving up on extension?' })
    .getByRole('button', { name: 'Abandon Extension' })
    .click();
  await expect(page).toHaveURL(/\/orders\/?$/);
  const order = await orderDetail(page.request, token, orderId);
  expect(order.orderState).toBe(8);
  await expect(
    page.locator('.w-card').filter({ hasText: order.orderNo }).getByText('Overdued'),
  ).toBeVisible();
  // Loan History replaced the abandoned extension page, dialog and all: Back returns to the order.
  await page.goBack();
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an extension left unpaid for 24 hours expires: its payment is refused and the order is as it was', async ({
  page,
}) => {
  const { orderId, token } = await overdueBorrower(page);
  const first = await openExtension(page, orderId, token);
  const dueBefore = (await orderDetail(page.request, token, orderId)).dueDate;

  const dev = devSurface(page.request);
  await dev.advanceHours(25);
  await dev.runJobs();

  // Still on the screen from yesterday: paying now is refused with the reason, nothing moves.
  await page.getByRole('button', { name: 'Apply and payment' }).click();
  await expect(page.getByRole('status')).toContainText(/expired/i);
  await expect(page).toHaveURL(`/orders/${orderId}/extension`);
  const order = await orderDetail(page.request, token, orderId);
  expect(order.orderState).toBe(8);
  expect(order.dueDate).toBe(dueBefore);
  await shot(page, '07-expired');

  // Opening the extension again starts a new request with today's figures.
  await page.reload();
  const again = await borrowerApi(page.request, token).get<ExtensionInfo>(
    `/order-repay-extension/v1/extension-calc/${orderId}`,
  );
  expect(again.extensionId).not.toBe(first.extensionId);
  await expect(page.getByText(rupees(again.extensionFee), { exact: true })).toBeVisible();
});
