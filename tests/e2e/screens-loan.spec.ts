// The loan screens of issue 4, drawn by the real app with real data on a 360x800 phone: a
// screenshot baseline (tests/e2e/__screenshots__/) and an axe WCAG 2.1 A/AA scan with no violations.
import { expect, test, type Page } from '@playwright/test';
import {
  applyByApi,
  borrowerApi,
  decideAudit,
  devSurface,
  IFSC,
  storedToken,
} from './helpers/borrower-api.ts';
import { checkOrderScreen } from './helpers/screen-check.ts';
import { signInToStorage, storageFile } from './helpers/signed-in-storage.ts';

// Three borrowers sign in once for the whole file, through the app: one with a bank card and no
// order (the loan confirmation), one whose order is approved, one whose loan has been sent. Their
// orders are made through the API and the development surface. The signed-in storage of each is
// loaded by the tests that need them.
const stored = (name: string) => storageFile(`screens-loan-${name}`);
const orderIds: Record<string, number> = {};

type Stage = 'card' | 'approved' | 'loaned';

async function prepare(page: Page, phone: string, stage: Stage): Promise<void> {
  const token = await storedToken(page);
  if (stage === 'card') {
    const accountNo = `5010${phone}`;
    await borrowerApi(page.request, token).post('/bank/v1/bind-card', {
      bankCode: IFSC,
      cardNo: accountNo,
      confirmCardNo: accountNo,
    });
  } else {
    const orderId = await applyByApi(page.request, token, phone, 3000);
    await decideAudit(page.request, token, orderId, 'pass');
    if (stage === 'loaned') {
      await borrowerApi(page.request, token).post('/order/v1/loan', { orderId });
      await devSurface(page.request).runJobs();
      await expect
        .poll(async () => {
          const order = await borrowerApi(page.request, token).get<{ orderState: number }>(
            `/order/v1/detail?orderId=${orderId}`,
          );
          return order.orderState;
        })
        .toBe(6);
    }
    orderIds[stage] = orderId;
  }
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  for (const stage of ['card', 'approved', 'loaned'] as const)
    await signInToStorage(browser, testInfo, stored(stage), (page, phone) => prepare(page, phone, stage));
});

test.describe('a borrower with a card and no order', () => {
  test.use({ storageState: stored('card') });

  test('loan confirmation', async ({ page }) => {
    await page.goto('/product/1/detail');
    await expect(page.getByRole('radio', { name: '₹ 5,000' })).toBeChecked();
    await expect(page.getByText('₹ 5,373.97')).toBeVisible();
    await checkOrderScreen(page, 'product-detail');
  });

  test('Key Fact Statement, as opened and from its top', async ({ page }) => {
    await page.goto('/product/1/detail');
    await expect(page.getByText('₹ 5,373.97')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    const kfs = page.getByRole('dialog', { name: 'Key Fact Statement' });
    await expect(kfs.getByText('57.03%')).toBeVisible();
    await checkOrderScreen(page, 'product-detail-kfs', kfs);
    await kfs.evaluate((panel) => panel.scrollTo(0, 0));
    await expect(kfs.getByRole('heading', { name: 'Key Fact Statement' })).toBeInViewport();
    await checkOrderScreen(page, 'product-detail-kfs-top', kfs);
  });

  test('application denied', async ({ page }) => {
    await page.goto('/product/1/denied?day=14&hour=6');
    await expect(page.getByText('14 days 6 hours')).toBeVisible();
    await checkOrderScreen(page, 'product-denied');
  });

  test('audit waiting', async ({ page }) => {
    await page.goto('/orders/1/audit');
    await expect(page.getByRole('table', { name: 'Loan amounts' })).toBeVisible();
    await checkOrderScreen(page, 'order-audit');
  });

  test('rating page, Info dialog after a failed refresh', async ({ page }) => {
    await page.goto('/orders/audit?token=app-token&orderId=999999');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const info = page.getByRole('dialog', { name: 'Info' });
    await expect(info).toContainText('This order does not exist.');
    await checkOrderScreen(page, 'orders-audit-rating-info', info);
  });
});

test.describe('signed out', () => {
  test('rating page (exempt from the sign-in guard)', async ({ page }) => {
    await page.goto('/orders/audit?token=app-token&orderId=1');
    await expect(page.getByRole('button', { name: 'To Evaluate' })).toBeVisible();
    await expect(page).toHaveURL('/orders/audit?token=app-token&orderId=1');
    await checkOrderScreen(page, 'orders-audit-rating');
  });
});

test.describe('a borrower whose loan is approved', () => {
  test.use({ storageState: stored('approved') });

  test('loan history with the approved order', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByText('Pass', { exact: true })).toBeVisible();
    await checkOrderScreen(page, 'orders-pass');
  });

  test('confirmation with Get Money', async ({ page }) => {
    await page.goto(`/orders/${orderIds.approved}/confirm`);
    await expect(page.getByRole('button', { name: 'Get Money' })).toBeVisible();
    await checkOrderScreen(page, 'order-confirm');
  });
});

test.describe('a borrower whose loan was sent', () => {
  test.use({ storageState: stored('loaned') });

  test('order detail', async ({ page }) => {
    await page.goto(`/orders/${orderIds.loaned}/detail`);
    await expect(page.getByRole('button', { name: 'Repayment ₹ 3,224.38' })).toBeVisible();
    await checkOrderScreen(page, 'order-detail-loaned');
  });

  test('repayment dialog with the reapply option', async ({ page }) => {
    await page.goto(`/orders/${orderIds.loaned}/detail`);
    await page.getByRole('button', { name: 'Repayment ₹ 3,224.38' }).click();
    const dialog = page.getByRole('dialog', { name: 'Repayment' });
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    // The order id above the dialog changes from run to run too.
    await checkOrderScreen(page, 'order-detail-repay-dialog', dialog, [page.getByText(/^LN\d+$/)]);
  });
});
