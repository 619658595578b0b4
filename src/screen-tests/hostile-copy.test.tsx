/**
 * Server copy can never inject script: every screen file, with every text of the copy catalogue
 * replaced by markup an attacker would write, drawn by the real renderer with the real widgets over
 * each of its fixtures, shows those texts literally and creates no script, no image and no handler.
 * Targets from the server (links, navigation, redirects) that would run code or leave the app are
 * refused by the shell's services (src/app/safe-target.ts).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { RendererProvider } from '../../renderer/provider/RendererProvider.tsx';
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import type { RendererServices } from '../../renderer/services-api.ts';
import { registry } from '../../widgets/registry.ts';
import type { ApiClient } from '../api/client.ts';
import { createServices } from '../app/services.ts';
import type { Fixture } from '../gallery/fixture.ts';
import { createGalleryServices } from '../gallery/gallery-services.ts';

const root = path.resolve(import.meta.dirname, '../..');
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">tap</a>',
  '"><svg onload=alert(1)>',
] as const;
const UNSAFE_TARGETS = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example'];

/** The screen file with every `{"$copy": key}` replaced by one of the hostile texts, in turn. */
function withHostileCopy(value: unknown, next = { i: 0 }): unknown {
  if (Array.isArray(value)) return value.map((item) => withHostileCopy(item, next));
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$copy') return HOSTILE[next.i++ % HOSTILE.length];
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withHostileCopy(v, next)]));
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const screenIds = readdirSync(path.join(root, 'schemas/screens'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

async function draw(document: ScreenDocument, services: RendererServices, route?: Fixture['route']) {
  const view = render(
    <RendererProvider registry={registry} services={services}>
      <ScreenView document={document} route={{ params: { ...route?.params }, query: { ...route?.query } }} />
    </RendererProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
  return view;
}

/** What markup in a text would have made, had it been parsed as HTML. */
function injected(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
    if (tag === 'svg' && element.hasAttribute('onload')) found.push('<svg onload>');
    for (const attribute of element.getAttributeNames()) {
      if (attribute.startsWith('on')) found.push(`${attribute} on <${tag}>`);
    }
    const href = element.getAttribute('href') ?? '';
    if (/^\s*(javascript|data):|^\s*\/\//i.test(href)) found.push(`<${tag} href="${href}">`);
  }
  return found;
}

/** The screen's fixtures (schemas/fixtures/<id>/), the default one first. */
function fixturesOf(id: string): Fixture[] {
  const folder = path.join(root, 'schemas/fixtures', id);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => Number(b === 'default.json') - Number(a === 'default.json') || a.localeCompare(b))
    .map((file) => readJson(path.join(folder, file)) as Fixture);
}

/** Whether a hostile text is drawn, waiting a little for the widgets that arrive on demand. */
async function showsHostileText(container: HTMLElement): Promise<boolean> {
  const shown = () => HOSTILE.some((text) => container.textContent?.includes(text));
  return waitFor(() => expect(shown()).toBe(true), { timeout: 400 }).then(
    () => true,
    () => false,
  );
}

describe('every screen with hostile copy', () => {
  it.each(screenIds)('%s shows the copy as text and injects nothing, in every fixture', async (id) => {
    const document = withHostileCopy(readJson(path.join(root, 'schemas/screens', `${id}.json`)));
    let shown = false;
    for (const fixture of fixturesOf(id)) {
      const { services } = createGalleryServices(fixture);
      const view = await draw(document as ScreenDocument, services, fixture.route);
      shown = (await showsHostileText(view.container)) || shown;
      expect(injected(window.document.body), fixture.title).toEqual([]);
      view.unmount();
    }
    expect(shown, 'some fixture of the screen draws its copy').toBe(true);
  });
});

const doc = (body: ScreenDocument['body'], extra: Partial<ScreenDocument> = {}): ScreenDocument => ({
  id: 'hostile',
  format: 2,
  version: 1,
  body,
  ...extra,
});

describe('hostile texts from the server', () => {
  it('in a dialog, a toast, an accordion and bound data are shown literally', async () => {
    const { services } = createGalleryServices({
      title: 'hostile data',
      answers: { 'client.faq': { data: [{ title: HOSTILE[0], content: HOSTILE[1] }] } },
    });
    const document = doc(
      [
        { type: 'Text', props: { text: '{{data.faq.0.content}} and {{data.faq.0.title}}' } },
        {
          type: 'Accordion',
          children: [
            {
              type: 'AccordionItem',
              each: { $bind: 'data.faq' },
              props: {
                title: { $bind: 'item.title' },
                content: { $bind: 'item.content' },
                initiallyOpen: true,
              },
            },
          ],
        },
      ],
      {
        data: { faq: { endpoint: 'client.faq' } },
        dialogs: { note: { title: HOSTILE[3], body: [{ type: 'Text', props: { text: HOSTILE[2] } }] } },
        onEnter: [
          { action: 'toast', text: HOSTILE[1] },
          { action: 'openDialog', dialog: 'note' },
        ],
      },
    );
    await draw(document, services);
    await waitFor(() => expect(screen.getByRole('dialog', { name: HOSTILE[3] })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(HOSTILE[1]);
    expect(screen.getByText(HOSTILE[2])).toBeTruthy();
    expect(screen.getByText(`${HOSTILE[1]} and ${HOSTILE[0]}`)).toBeTruthy();
    // The accordion is behind the open dialog, out of the accessibility tree (decision 0109).
    await waitFor(() => expect(screen.getByText(HOSTILE[0], { selector: 'button, button *' })).toBeTruthy());
    expect(injected(window.document.body)).toEqual([]);
  });
});

describe('unsafe targets from the server', () => {
  function shellServices() {
    const navigations: string[] = [];
    const reports: Array<{ kind: string; detail: Record<string, unknown> }> = [];
    const api: ApiClient = { call: async () => ({ ok: true, data: null }) };
    const services = createServices({
      api,
      navigate: (to) => void navigations.push(String(to)),
      onReport: (event) => void reports.push(event),
    });
    return { services, navigations, reports };
  }

  it.each(UNSAFE_TARGETS)(
    '%s: a Link is plain text, navigate goes home, redirect is refused',
    async (target) => {
      const { services, navigations, reports } = shellServices();
      await draw(
        doc([
          { type: 'Link', props: { label: 'Open', href: target } },
          { type: 'Button', props: { label: 'Go' }, onPress: { action: 'navigate', to: target } },
          { type: 'Button', props: { label: 'Pay' }, onPress: { action: 'redirect', url: target } },
        ]),
        services,
      );
      expect(screen.getByText('Open').closest('a')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go' })));
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
      // jsdom cannot leave the page: had the shell tried, it would have said so on the console.
      expect(navigations).toEqual(['/']);
      expect(reports).toContainEqual({ kind: 'redirect.refused', detail: { url: target } });
      expect(injected(window.document.body)).toEqual([]);
    },
  );
});
