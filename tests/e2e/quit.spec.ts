// Quit signs the borrower out for real: the token the browser held no longer works on the server.
import { expect, test } from '@playwright/test';
import { getEnvelope } from './helpers/api.ts';
import { completeSignIn, quitFromAccount } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test('Quit from Account revokes the token and sends the borrower to sign in', async ({ page }) => {
  await page.goto('/login');
  const loginAnswer = page.waitForResponse((response) => response.url().includes('/api1/user/v1/login'));
  await completeSignIn(page, uniquePhone());
  const { data } = (await (await loginAnswer).json()) as { data: { token: string } };
  const token = data.token;
  expect(token, 'the login answer carries a token').toBeTruthy();

  const before = await getEnvelope(page.request, '/api1/home/v1/index', { token });
  expect(before.code, 'the token works while signed in').toBe(0);

  await quitFromAccount(page);

  await expect
    .poll(async () => (await getEnvelope(page.request, '/api1/home/v1/index', { token })).code, {
      message: 'the old token is revoked on the server',
    })
    .toBe(-4);

  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
});
