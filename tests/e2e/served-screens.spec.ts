// Screens are served by the server, so a staff edit reaches borrowers without a new app; a served
// screen this app cannot draw (a newer format) falls back to the copy built into the app.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';
import { withServedScreen } from './helpers/served-screens.ts';

type Node = { type: string; props?: Record<string, unknown>; children?: Node[] };

/** Renames the Help Center heading in a screen document. */
function retitle(screen: Record<string, unknown>, text: string, format = 2) {
  const body = screen.body as Node[];
  const heading = body[0]?.children?.find((node) => node.type === 'Text');
  if (!heading?.props) throw new Error('the help screen has no heading to edit');
  heading.props.text = text;
  return { ...screen, format, version: Number(screen.version) + 1 };
}

/** Every Link caption back to its format-1 name, `text`, as a server not yet migrated serves it. */
function asFormat1(nodes: Node[]): Node[] {
  return nodes.map((node) => {
    const props =
      node.type === 'Link' && node.props
        ? Object.fromEntries(Object.entries(node.props).map(([k, v]) => [k === 'label' ? 'text' : k, v]))
        : node.props;
    return {
      ...node,
      ...(props ? { props } : {}),
      ...(node.children ? { children: asFormat1(node.children) } : {}),
    };
  });
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
    (screen) => retitle(screen, 'Needs a newer app', 3),
    async () => {
      await page.goto('/personal/help');
      await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
      await expect(page.getByText('Needs a newer app')).toHaveCount(0);
    },
  );
});

test('a served screen of an older format is upgraded before it is drawn: its Links show their captions', async ({
  page,
}) => {
  await withServedScreen(
    'help',
    (screen) => {
      // retitle edits the heading inside screen.body and gives the file facts of format 1.
      const old = retitle(screen, 'Help (format 1)', 1);
      return { ...old, body: asFormat1(screen.body as Node[]) };
    },
    async () => {
      await page.goto('/personal/help');
      await expect(page.getByRole('heading', { name: 'Help (format 1)' })).toBeVisible();
      const call = page.getByRole('link', { name: '+91 80 4567 8901' });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+91 80 4567 8901');
    },
  );
});
