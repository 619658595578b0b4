// The loan of issue 4 end to end, on the real server (real /api1, real database, sandbox providers)
// in Chromium at 360x800: a borrower whose onboarding was done through the API applies through the
// app, is approved, gets the money and repays it on the sandbox payment page; a denied borrower
// sees how long to wait; an unpaid loan becomes overdue when the server's clock moves on.
// The development surface forces the audit decision, runs the due jobs and moves the clock.
import { expect, test, type Page } from '@playwright/test';
import {
  applyByApi,
  borrowerApi,
  completeProfile,
  decideAudit as decide,
  devSurface,
  IFSC,
  storedToken,
} from './helpers/borrower-api.ts';
import {
  borrowerWhoApplied,
  borrowerWithLoan,
  latestOrder,
  newBorrower,
  orderDetail,
  PRODUCT,
  rupees,
  shot,
  signInAgain,
  valueOf,
} from './helpers/loan-journey.ts';

// The first face check loads the face models on the server; a whole loan takes a while.
test.describe.configure({ timeout: 180_000 });

interface Calculation {
  amount: number;
  repaymentAmount: number;
  serviceFee: number;
  gstFee: number;
  interest: number;
  arriveAmount: number;
  apr: number;
  dueDate: string;
  penalCap: number;
}

test('a borrower applies, sees the Key Fact Statement, is approved, gets the money and repays it', async ({
  page,
}) => {
  const { phone, token } = await newBorrower(page);
  const cardId = await completeProfile(page.request, token, phone);
  const api = borrowerApi(page.request, token);

  // Loan confirmation: the largest amount is preselected; the borrower picks 3,000.
  await page.goto(`/product/${PRODUCT}/detail`);
  const amount5000 = page.getByRole('radio', { name: '₹ 5,000' });
  await expect(amount5000).toBeChecked();
  const calc5000 = await api.get<Calculation>(
    `/order/v1/calculate?amount=5000&period=91&productId=${PRODUCT}`,
  );
  await expect(valueOf(page, 'Repayment Amount')).toHaveText(rupees(calc5000.repaymentAmount));
  await expect(page.getByRole('radio', { name: /^ending in \d{4}$/ })).toBeChecked();
  await shot(page, '01-confirmation');

  await page.getByText('₹ 3,000', { exact: true }).click();
  const calc = await api.get<Calculation>(`/order/v1/calculate?amount=3000&period=91&productId=${PRODUCT}`);
  await expect(valueOf(page, 'Repayment Amount')).toHaveText(rupees(calc.repaymentAmount));
  await expect(valueOf(page, 'Interest Fee')).toHaveText(rupees(calc.interest));
  await expect(valueOf(page, 'Processing Fee')).toHaveText(rupees(calc.serviceFee));
  await expect(valueOf(page, 'GST18% on Processing Fee')).toHaveText(rupees(calc.gstFee));
  await expect(valueOf(page, 'Interest Rate')).toHaveText(/^0\.082% per day \(30%\u00a0p\.a\.\)$/);
  // The money is to wait for the borrower's Get Money.
  await page.getByRole('switch', { name: /Auto get money/ }).click();
  await expect(page.getByRole('switch', { name: /Auto get money/ })).not.toBeChecked();

  await page.getByRole('button', { name: 'Submit' }).click();
  const kfs = page.getByRole('dialog', { name: 'Key Fact Statement' });
  await expect(kfs).toBeVisible();
  await expect(valueOf(kfs, 'Loan Amount')).toHaveText('₹ 3,000');
  await expect(valueOf(kfs, 'Amount Received')).toHaveText(rupees(calc.arriveAmount));
  await expect(valueOf(kfs, 'Repayment Amount')).toHaveText(rupees(calc.repaymentAmount));
  await expect(valueOf(kfs, 'APR')).toHaveText(`${(calc.apr * 100).toFixed(2)}%`);
  await expect(valueOf(kfs, 'Penal Charges')).toHaveText('0.50% of the overdue principal per day');
  await expect(kfs.getByText(/Grievance Redressal Officer/)).toBeVisible();
  await shot(page, '02-kfs');
  const apply = kfs.getByRole('button', { name: 'Apply' });
  await expect(apply, 'Apply waits for the acknowledgement').toBeDisabled();
  await kfs.getByRole('checkbox', { name: /Key Fact Statement/ }).check();
  await apply.click();

  // The loan history shows the new order auditing.
  await expect(page).toHaveURL('/orders');
  const order = await latestOrder(page.request, token);
  expect(order).toMatchObject({ orderState: 1 });
  const card = page.locator('.w-card').filter({ hasText: order.orderNo });
  await expect(card.getByText('Auditing')).toBeVisible();
  await shot(page, '03-orders-auditing');

  await card.getByRole('button', { name: 'View details' }).click();
  await expect(page).toHaveURL(`/orders/${order.orderId}/audit`);
  await expect(page.getByRole('heading', { name: 'In Auditing' })).toBeVisible();
  await decide(page.request, token, order.orderId, 'pass');
  await page.getByRole('button', { name: 'Refresh' }).click();

  // Approved: the confirmation, then Get Money.
  await expect(page).toHaveURL(`/orders/${order.orderId}/confirm`);
  await expect(valueOf(page, 'Loan Amount')).toHaveText('₹ 3,000');
  await expect(valueOf(page, 'Repayment Amount')).toHaveText(rupees(calc.repaymentAmount));
  await expect(valueOf(page, 'Bank Account')).toHaveText(new RegExp(`${String(phone).slice(-4)}$`));
  await shot(page, '04-confirm');
  await page.getByRole('button', { name: 'Get Money' }).click();
  await expect(page).toHaveURL('/orders');
  // Lending until the payout job runs. The server's own job poller (every 5 s) may run it before
  // the list is read, so Loaned is right too here; "a payout the bank takes a while over" below
  // shows Lending for certain.
  await expect(card.getByText(/^(Lending|Loaned)$/)).toBeVisible();

  // The disbursement job sends the money; the loan history, which reads itself again every 10 s
  // while an order is lending, shows it without a reload.
  await devSurface(page.request).runJobs();
  await expect
    .poll(async () => (await latestOrder(page.request, token)).orderState, { message: 'the order is loaned' })
    .toBe(6);
  await expect(card.getByText('Loaned')).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'View details' }).click();
  await expect(page).toHaveURL(`/orders/${order.orderId}/detail`);
  await expect(page.getByText('Loaned', { exact: true })).toBeVisible();
  await expect(valueOf(page, 'Days Overdue')).toHaveCount(0);
  await shot(page, '05-detail-loaned');

  // Repayment: confirm (reserving the next loan, the default), then the sandbox payment page.
  const repay = page.getByRole('button', { name: `Repayment ${rupees(calc.repaymentAmount)}` });
  await repay.click();
  const dialog = page.getByRole('dialog', { name: 'Repayment' });
  await expect(dialog.getByRole('checkbox', { name: /next loan/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '₹ 5,000' })).toBeChecked();
  await shot(page, '06-repay-dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/api1\/sandbox-pay\/[^?]+\?callback=/);
  await shot(page, '07-sandbox-page');
  await page.getByRole('button', { name: `Pay ${rupees(calc.repaymentAmount)}` }).click();

  // Back in the app, on the order: settled; the reserved next loan has been applied for.
  await expect(page).toHaveURL(`/orders/${order.orderId}/detail?from=payment`);
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Repayment/ })).toHaveCount(0);
  await shot(page, '08-detail-settled');
  await page.goto('/orders');
  await expect(card.getByText('Settled')).toBeVisible();
  const next = await latestOrder(page.request, token);
  expect(next.orderId).not.toBe(order.orderId);
  const nextCard = page.locator('.w-card').filter({ hasText: next.orderNo });
  await expect(nextCard.getByText('Auditing')).toBeVisible();
  // Approved, the reserved loan waits for Get Money on the confirmation, which shows the Key Fact
  // Statement's figures the repayment dialog did not (decision 0012, amended): nothing is sent.
  await decide(page.request, token, next.orderId, 'pass');
  await devSurface(page.request).runJobs();
  await page.reload();
  await nextCard.getByRole('button', { name: 'View details' }).click();
  await expect(page).toHaveURL(`/orders/${next.orderId}/confirm`);
  await expect(valueOf(page, 'Loan Amount')).toHaveText('₹ 5,000');
  await expect(valueOf(page, 'Processing Fee')).toHaveText('₹ 250');
  await expect(valueOf(page, 'GST18% on Processing Fee')).toHaveText('₹ 45');
  await expect(valueOf(page, 'APR')).toHaveText('57.03%');
  await expect(page.getByRole('button', { name: 'Get Money' })).toBeVisible();
  expect((await latestOrder(page.request, token)).orderState).toBe(2);
  await page.goto('/orders');
  const cards = await api.get<{ id: number }[]>('/bank/v1/find-user-bank-card');
  expect(cards.map((c) => c.id)).toEqual([cardId]);
  await shot(page, '09-orders-after');
});

// Decision 0072: a real gateway (Razorpay's links) sends the borrower back to the order, marked
// from=payment, and its signed notice may come a few seconds later. The page waits for it.
test('back from paying before the gateway’s notice: the order says it is confirming the payment, then shows Settled once the notice comes, without a reload', async ({
  page,
}) => {
  const { token, orderId } = await borrowerWithLoan(page);
  const { paymentUrl } = await borrowerApi(page.request, token).post<{ paymentUrl: string }>(
    '/pay-order/v1/repay',
    { orderId },
  );

  // Where the gateway sends the borrower back after the money moved at its end.
  await page.goto(`/orders/${orderId}/detail?from=payment`);
  await expect(page.getByText('Loaned', { exact: true })).toBeVisible();
  // Says what it waits for (decision 0073), and offers no second payment meanwhile.
  await expect(page.getByText('Confirming your payment…')).toBeVisible();
  await expect(page.getByRole('button', { name: /Repayment/ })).toHaveCount(0);
  await page.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));
  await shot(page, 'back-from-paying-before-the-notice');

  // The gateway's notice arrives (the sandbox page's Pay sends it, signed, as a gateway does).
  const paid = await page.request.post(paymentUrl, { form: { outcome: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(`/orders/${orderId}/detail?from=payment`);

  await expect(page.getByText('Settled', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /Repayment/ })).toHaveCount(0);
  await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
  await shot(page, 'back-from-paying-settled');
});

// Decision 0083: as on Razorpay, only a payment sends the borrower back to the callback.
test('a payment that fails on the gateway’s page stays there, and the way back is the order as it was, with no payment to confirm', async ({
  page,
}) => {
  const { orderId } = await borrowerWithLoan(page);
  await page.goto(`/orders/${orderId}/detail`);
  const repay = page.getByRole('button', { name: /^Repayment ₹/ });
  await repay.click();
  await page.getByRole('dialog', { name: 'Repayment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/api1\/sandbox-pay\/[^?]+\?callback=/);

  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('status')).toHaveText('This payment failed. Go back to the app to try again.');
  await expect(page).toHaveURL(/\/api1\/sandbox-pay\//);
  await shot(page, 'payment-failed-on-the-gateway');

  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);
  await expect(page.getByText('Loaned', { exact: true })).toBeVisible();
  await expect(repay).toBeVisible();
  await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
  await shot(page, 'payment-failed-back-in-the-app');
});

// Decision 0089: the Repayment dialog holds a history entry while open, and gives it up before
// the borrower leaves for the gateway.
test('the phone’s Back around paying: it closes the Repayment dialog, and from the gateway’s page returns to the order once', async ({
  page,
}) => {
  const { orderId } = await borrowerWithLoan(page);
  await page.goto('/orders');
  await page.goto(`/orders/${orderId}/detail`);
  const repay = page.getByRole('button', { name: /^Repayment ₹/ });
  const dialog = page.getByRole('dialog', { name: 'Repayment' });
  await repay.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);

  await repay.click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/api1\/sandbox-pay\//);
  await page.goBack();
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);
  await expect(repay).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // No copy of the order was left behind by the dialog: the next Back leaves it.
  await page.goBack();
  await expect(page).toHaveURL('/orders');
});

/**
 * A new borrower's ₹2,000 loan applied with auto get money to a second card whose account number
 * starts with `prefix` (a sandbox bank test account), approved, and its payout job run.
 */
async function loanToTestAccount(page: Page, prefix: string) {
  const { phone, token } = await newBorrower(page);
  const firstCard = await completeProfile(page.request, token, phone);
  const api = borrowerApi(page.request, token);
  const account = `${prefix}${phone}`;
  await api.post('/bank/v1/bind-card', { bankCode: IFSC, cardNo: account, confirmCardNo: account });
  const cards = await api.get<{ id: number }[]>('/bank/v1/find-user-bank-card');
  const testCard = cards.find((card) => card.id !== firstCard);
  const { orderId } = await api.post<{ orderId: number }>('/order/v1/apply', {
    cardId: testCard!.id,
    borrowAmount: 2000,
    periods: 91,
    productId: PRODUCT,
    autoGetMoney: true,
  });
  await decide(page.request, token, orderId, 'pass');
  const dev = devSurface(page.request);
  await dev.runJobs();
  return { token, orderId, dev };
}

test('a payout the bank takes a while over: the loan history shows Lending until the money arrives', async ({
  page,
}) => {
  // The sandbox bank pays accounts starting 111 a minute after the payout (a queued payout).
  const { token, orderId, dev } = await loanToTestAccount(page, '111');

  await page.goto('/orders');
  const order = await latestOrder(page.request, token);
  expect(order).toMatchObject({ orderId, orderState: 4 });
  const card = page.locator('.w-card').filter({ hasText: order.orderNo });
  await expect(card.getByText('Lending')).toBeVisible();
  await shot(page, 'slow-payout-lending');

  // The money arrives; the next look of the disbursement job sees it, and the page, still open,
  // shows Loaned at its next read of the list.
  await dev.advanceMinutes(2);
  await dev.runJobs();
  await expect(card.getByText('Loaned')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Lending')).toHaveCount(0);
});

test('a payout the borrower’s bank sends back: the loan history shows Failed, and the order owes nothing', async ({
  page,
}) => {
  // The sandbox bank pays accounts starting 222 at once, and tells of the money coming back two
  // minutes later through the payout notification route (decision 0068).
  const { token, orderId, dev } = await loanToTestAccount(page, '222');

  await page.goto('/orders');
  const order = await latestOrder(page.request, token);
  expect(order).toMatchObject({ orderId, orderState: 6 });
  const card = page.locator('.w-card').filter({ hasText: order.orderNo });
  await expect(card.getByText('Loaned')).toBeVisible();

  await dev.advanceMinutes(3);
  await dev.runJobs();
  expect(await latestOrder(page.request, token)).toMatchObject({ orderId, orderState: 5 });
  // A paid-out loan is not watched (the list follows only orders in audit or payout): the next
  // visit shows it.
  await page.reload();
  await expect(card.getByText('Failed')).toBeVisible();
  await expect(card.getByText('Loaned')).toHaveCount(0);
  await shot(page, 'payout-sent-back-failed');

  await page.goto(`/orders/${orderId}/detail`);
  await expect(page.getByText('Failed').first()).toBeVisible();
  // Decision 0082: nothing received or owed is shown for money that came back.
  await expect(
    page.getByText('The money could not be sent to your bank account. Nothing is owed on this order.'),
  ).toBeVisible();
  await expect(page.getByText('Repayment amount')).toHaveCount(0);
  await shot(page, 'payout-sent-back-detail');
});

test('the audit page checks the order by itself and moves on to the confirmation once approved', async ({
  page,
}) => {
  const { token, orderId } = await borrowerWhoApplied(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order/v1/detail')) reads.push(request.url());
  });

  await page.goto(`/orders/${orderId}/audit`);
  await expect(page.getByRole('heading', { name: 'In Auditing' })).toBeVisible();
  expect(reads, 'nothing is read before the first check').toEqual([]);
  await decide(page.request, token, orderId, 'pass');

  // No tap: the page's own check (every 10 s) finds the approval.
  await expect(page).toHaveURL(`/orders/${orderId}/confirm`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Get Money' })).toBeVisible();
});

test('a denied borrower is sent from the confirmation to the denied page with the wait left', async ({
  page,
}) => {
  const { phone, token } = await newBorrower(page);
  const api = borrowerApi(page.request, token);
  // Only a bank card: the audit job would deny this borrower too.
  const accountNo = `5010${phone}`;
  await api.post('/bank/v1/bind-card', { bankCode: IFSC, cardNo: accountNo, confirmCardNo: accountNo });

  await page.goto(`/product/${PRODUCT}/detail`);
  await page.getByRole('button', { name: 'Submit' }).click();
  const kfs = page.getByRole('dialog', { name: 'Key Fact Statement' });
  await kfs.getByRole('checkbox').check();
  await kfs.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL('/orders');
  const order = await latestOrder(page.request, token);
  await decide(page.request, token, order.orderId, 'deny');
  await page.reload();
  await expect(page.locator('.w-card').filter({ hasText: order.orderNo }).getByText('Denied')).toBeVisible();

  await page.goto(`/product/${PRODUCT}/detail`);
  const precheck = await api.get<{ orderStatus: number; rejectStatusVO: { day: number; hour: number } }>(
    `/order/v1/precheck?productId=${PRODUCT}`,
  );
  expect(precheck.orderStatus).toBe(0);
  const { day, hour } = precheck.rejectStatusVO;
  await expect(page).toHaveURL(`/product/${PRODUCT}/denied?day=${day}&hour=${hour}`);
  await expect(page.getByRole('heading', { name: 'Application Denied' })).toBeVisible();
  await expect(page.getByText(`${day} days ${hour} hours`)).toBeVisible();
  await expect(page.getByText(/re-apply in 15 days/)).toBeVisible();
  await shot(page, '10-denied');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/');

  // An old link to the approval of this order lands on its detail, which owes nothing (decision 0082).
  await page.goto(`/orders/${order.orderId}/confirm`);
  await expect(page).toHaveURL(`/orders/${order.orderId}/detail`);
  await expect(
    page.getByText(
      'Your application was not approved. No money was sent, and nothing is owed on this order.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Your loan is approved')).toHaveCount(0);
  await expect(page.getByText('Repayment amount')).toHaveCount(0);
  await expect(page.getByText('Received')).toHaveCount(0);
  await shot(page, '10-denied-order-detail');
});

test("another borrower's order link shows neither that order nor an approval, and leads to the loan history", async ({
  page,
}) => {
  const owner = await newBorrower(page);
  const orderId = await applyByApi(page.request, owner.token, owner.phone, 3000);
  await page.evaluate(() => window.localStorage.clear());
  const { token } = await newBorrower(page);
  const cannotBeShown = page.getByText(
    'This order cannot be shown right now. Your loans are as shown in your Loan History.',
  );

  await page.goto(`/orders/${orderId}/confirm`);
  await expect(page.getByRole('status')).toContainText('This order does not exist.');
  await expect(cannotBeShown).toBeVisible();
  await expect(page.getByText('Your loan is approved')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get Money' })).toHaveCount(0);

  await page.goto(`/orders/${orderId}/detail`);
  await expect(cannotBeShown).toBeVisible();
  await expect(page.getByText('₹ 3,000')).toHaveCount(0);
  await shot(page, '11-not-this-borrowers-order');
  await page.getByRole('button', { name: 'Loan History' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByText('No order history go get your first loan')).toBeVisible();
  expect(await borrowerApi(page.request, token).get<unknown[]>('/order/v1/list')).toEqual([]);
});

// Moves the shared server's clock 93 days on: every session signed in before it has expired.
test('an unpaid loan becomes overdue: days overdue and overdue fees on the detail, the order id in red', async ({
  page,
}) => {
  const { phone, token } = await newBorrower(page);
  const cardId = await completeProfile(page.request, token, phone);
  const api = borrowerApi(page.request, token);
  const { orderId } = await api.post<{ orderId: number }>('/order/v1/apply', {
    cardId,
    borrowAmount: 5000,
    periods: 91,
    productId: PRODUCT,
  });
  await decide(page.request, token, orderId, 'pass');
  await api.post('/order/v1/loan', { orderId });
  const dev = devSurface(page.request);
  await dev.runJobs();
  await expect.poll(async () => (await latestOrder(page.request, token)).orderState).toBe(6);

  await dev.advanceDays(93);
  await dev.runJobs();

  // The borrower's session ended with the days that passed: sign in again, back to the order.
  await page.goto(`/orders/${orderId}/detail`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInAgain(page, phone);
  await expect(page).toHaveURL(`/orders/${orderId}/detail`);
  const detail = await orderDetail(page.request, await storedToken(page), orderId);
  expect(detail.orderState).toBe(8);
  expect(detail.overdueDays).toBeGreaterThan(0);
  expect(detail.overdueFee).toBeGreaterThan(0);

  await expect(page.getByText('Overdued', { exact: true })).toBeVisible();
  await expect(valueOf(page, 'Days Overdue')).toHaveText(String(detail.overdueDays));
  await expect(valueOf(page, 'Overdue Fees')).toHaveText(rupees(detail.overdueFee));
  const orderIdRow = page.locator('dl').filter({ has: page.locator('dt', { hasText: /^Order ID$/ }) });
  await expect(orderIdRow).toHaveAttribute('data-tone', 'danger');
  await expect(valueOf(page, 'Order ID')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(
    page.getByRole('button', { name: `Repayment ${rupees(detail.outstandingAmount)}` }),
  ).toBeVisible();
  await shot(page, '11-detail-overdue');
});
