// The JavaScript budget of the first visit to /login, held in CI (the figure itself is reported by
// `npm run bench`, docs/quality.md). Every kilobyte is paid by a borrower on a slow mobile network.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FIRST_VISIT_BUDGET_BYTES } from '../../scripts/size/budgets.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

// The build checks the same budget from its chunk graph (scripts/vite/size-budget.ts); this test
// holds it for what a real browser downloads.
test('a first visit to /login loads at most 100 KB of JavaScript (gzip)', async ({ page }) => {
  const sizes: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  const scripts = await Promise.all(sizes);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  expect(scripts.length, 'the app loaded its scripts').toBeGreaterThan(0);
  expect(
    total,
    `first-visit JavaScript: ${(total / 1024).toFixed(1)} KB gzip\n${scripts.map((s) => `  ${(s.gzip / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n')}`,
  ).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
});

// Decision 0116: the small display widgets come as one script. On its own, each was a script and a
// stylesheet, and Home's first visit asked for sixteen files before it could be drawn.
test('Home fetches the display widgets it draws as one script, not one each', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, uniquePhone());
  await expect(page.getByRole('navigation')).toBeVisible();
  const named = (prefix: string) => scripts.filter((url) => url.startsWith(`/assets/${prefix}-`));
  expect(named('display-widgets'), scripts.join('\n')).toHaveLength(1);
  // Home draws each of these; none arrives alone.
  for (const type of ['Card', 'Row', 'Tag', 'Image', 'Spacer', 'NavItem', 'BottomNav'])
    expect(named(type), type).toEqual([]);
});
