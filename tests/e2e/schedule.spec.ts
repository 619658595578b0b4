// Scheduled (auto-apply) orders of issue 5 end to end, on the real server (real /api1, real
// database, jobs, sandbox payment page) in Chromium at 360x800: a borrower repaying a loan
// schedules the next one from Account, repays on the sandbox page, and the job applies the
// scheduled order once the loan has settled; a denied borrower schedules from the denied page
// and cancels it.
import { expect, test, type Page } from '@playwright/test';
import { borrowerApi, decideAudit, devSurface } from './helpers/borrower-api.ts';
import {
  borrowerWhoApplied,
  borrowerWithLoan,
  latestOrder,
  orderDetail,
  PRODUCT,
  rupees,
  shot,
  valueOf,
} from './helpers/loan-journey.ts';

test.describe.configure({ timeout: 180_000 });

interface Scheduled {
  id: number;
  state: number;
  orderNo: string | null;
  pendingReason: string | null;
  expectBorrowAmount: number;
}

async function scheduledOrders(page: Page, token: string): Promise<Scheduled[]> {
  return borrowerApi(page.request, token).get<Scheduled[]>('/order/v1/get-auto-apply-list');
}

/** On /schedule/new: the preselected product, amount and card are scheduled. */
async function scheduleWithDefaults(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(String(PRODUCT));
  for (const group of ['Loan amount', 'Bank account'])
    await expect(
      page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true }),
    ).toHaveCount(1);
  await shot(page, 'schedule-new');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL('/schedule');
}

test('a borrower repaying a loan schedules the next one; the job applies it once the loan is settled', async ({
  page,
}) => {
  const { token, orderId } = await borrowerWithLoan(page);
  const loan = await orderDetail(page.request, token, orderId);

  // Account -> Scheduled Orders: none yet.
  await page.goto('/personal');
  await page.getByRole('button', { name: 'Scheduled Orders' }).click();
  await expect(page).toHaveURL('/schedule');
  await expect(page.getByText('No Scheduled order history')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule a loan' }).click();
  await expect(page).toHaveURL('/schedule/new');
  await scheduleWithDefaults(page);

  const [scheduled] = await scheduledOrders(page, token);
  expect(scheduled?.state).toBe(0);
  const item = page.locator('.w-card').filter({ hasText: rupees(scheduled!.expectBorrowAmount) });
  await expect(item.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(item.getByText(`Waiting for your loan ${loan.orderNo} to be settled.`)).toBeVisible();
  await shot(page, '01-scheduled-waiting');

  // Repay the loan on the sandbox page, without reserving a loan in the repay dialog.
  await page.goto(`/orders/${orderId}/detail`);
  await page.getByRole('button', { name: `Repayment ${rupees(loan.outstandingAmount)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Repayment' });
  await dialog.getByRole('checkbox', { name: /next loan/ }).uncheck();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/api1\/sandbox-pay\/[^?]+\?callback=/);
  await page.getByRole('button', { name: `Pay ${rupees(loan.outstandingAmount)}` }).click();
  await expect(page).toHaveURL(`/orders/${orderId}/detail?from=payment`);
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();

  // The settlement asked for a sweep: the job applies the scheduled order, once.
  await devSurface(page.request).runJobs();
  await expect.poll(async () => (await scheduledOrders(page, token))[0]?.state).toBe(2);
  const applied = (await scheduledOrders(page, token))[0]!;
  const newOrder = await latestOrder(page.request, token);
  expect(applied.orderNo).toBe(newOrder.orderNo);
  expect(newOrder.orderState).toBe(1);
  const orders = await borrowerApi(page.request, token).get<unknown[]>('/order/v1/list');
  expect(orders).toHaveLength(2);

  await page.goto('/schedule');
  await expect(item.getByText('Applied', { exact: true })).toBeVisible();
  await expect(item.getByText(`Order No. ${newOrder.orderNo}`)).toBeVisible();
  await expect(item.getByRole('button', { name: 'View Detail' })).toHaveCount(0);
  await shot(page, '02-scheduled-applied');
  await page.goto('/orders');
  await expect(
    page.locator('.w-card').filter({ hasText: newOrder.orderNo }).getByText('Auditing'),
  ).toBeVisible();
});

test('a denied borrower schedules from the denied page, then cancels it', async ({ page }) => {
  const { token, orderId } = await borrowerWhoApplied(page);
  await decideAudit(page.request, token, orderId, 'deny');

  await page.goto(`/product/${PRODUCT}/detail`);
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT}/denied\\?`));
  await page.getByRole('button', { name: 'Apply automatically when I can' }).click();
  await expect(page).toHaveURL(`/schedule/new?pid=${PRODUCT}`);
  await scheduleWithDefaults(page);

  const [scheduled] = await scheduledOrders(page, token);
  // Denied just now: between 14 and 15 days left, counted to the next IST midnight and rounded up
  // to whole hours, so in the first hour of an IST day (on the server's moved clock) it is 15 days.
  expect(scheduled?.pendingReason).toMatch(/^You can apply again in (15 days|14 days \d+ hours?)\.$/);
  const item = page.locator('.w-card').filter({ hasText: rupees(scheduled!.expectBorrowAmount) });
  await expect(item.getByText(scheduled!.pendingReason!)).toBeVisible();

  await item.getByRole('button', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(`/schedule/${scheduled!.id}?pid=${PRODUCT}`);
  await expect(valueOf(page, 'Loan Amount')).toHaveText(rupees(scheduled!.expectBorrowAmount));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this scheduled order?' });
  await shot(page, '03-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page).toHaveURL('/schedule');
  await expect(item.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'View Detail' })).toHaveCount(0);
  expect((await scheduledOrders(page, token))[0]?.state).toBe(3);
  await shot(page, '04-canceled');
});
