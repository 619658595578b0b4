// Screens are served by the server, so a staff edit reaches borrowers without a new app; a served
// screen this app cannot draw (a newer format) falls back to the copy built into the app.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';
import { withServedScreen } from './helpers/served-screens.ts';

type Node = { type: string; props?: Record<string, unknown>; children?: Node[] };

/** Renames the Help Center heading in a screen document. */
function retitle(screen: Record<string, unknown>, text: string, format = 1) {
  const body = screen.body as Node[];
  const heading = body[0]?.children?.find((node) => node.type === 'Text');
  if (!heading?.props) throw new Error('the help screen has no heading to edit');
  heading.props.text = text;
  return { ...screen, format, version: Number(screen.version) + 1 };
}

test.beforeEach(async ({ page }) => {
  await signIn(page, uniquePhone());
});

test('an edited screen on the server reaches the borrower on the next visit', async ({ page }) => {
  await page.goto('/personal/help');
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();

  await withServedScreen(
    'help',
    (screen) => retitle(screen, 'Help and Support'),
    async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Help and Support' })).toBeVisible();
    },
  );
});

test('a served screen of a newer format is refused and the built-in copy is drawn', async ({ page }) => {
  await withServedScreen(
    'help',
    (screen) => retitle(screen, 'Needs a newer app', 2),
    async () => {
      await page.goto('/personal/help');
      await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
      await expect(page.getByText('Needs a newer app')).toHaveCount(0);
    },
  );
});
