import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryScreenAnswer } from './gallery-api.ts';
import { FramePage } from './FramePage.tsx';

const RealDate = Date;
const document_ = {
  id: 'help',
  format: 2,
  version: 1,
  route: { path: '/personal/help', title: 'Help Center' },
  data: { faq: { endpoint: 'client.faq' } },
  state: { open: false },
  body: [
    { type: 'Text', props: { text: 'Help Center', variant: 'title' } },
    { type: 'Text', props: { text: '{{data.faq.0.title}}' } },
    { type: 'Text', props: { text: 'Order {{route.params.id}}' } },
    {
      type: 'Button',
      props: { label: 'Show more' },
      onPress: { action: 'setState', key: 'open', value: true },
    },
    { type: 'Text', visible: { $bind: 'state.open' }, props: { text: 'More is shown' } },
  ],
};

function answer(fixtures: GalleryScreenAnswer['fixtures'], problems: string[] = []): GalleryScreenAnswer {
  return {
    screen: {
      id: 'help',
      title: 'Help Center',
      path: '/personal/help',
      file: 'schemas/screens/help.json',
      problems,
      fixtures: Object.keys(fixtures).map((name) => ({
        name,
        title: name,
        file: `f/${name}.json`,
        problems: [],
      })),
    },
    document: document_,
    fixtures,
  };
}

const requested: string[] = [];
function serve(body: GalleryScreenAnswer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

async function open(fixture: string, locale: string | null = null) {
  render(<FramePage request={{ screen: 'help', fixture, locale }} />);
  await waitFor(() => expect(document.documentElement.dataset.galleryReady).toBe('true'), { timeout: 8000 });
}

beforeEach(() => {
  requested.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.Date = RealDate;
  delete document.documentElement.dataset.galleryReady;
  document.title = '';
  document.body.removeAttribute('style');
});

describe('a gallery frame', () => {
  it("draws the screen with the fixture's answers and route, runs its play steps, then says it is ready", async () => {
    serve(
      answer({
        opened: {
          title: 'Opened',
          route: { params: { id: '1042' } },
          now: '2026-12-25T09:00:00+05:30',
          answers: {
            'client.faq': { data: [{ title: 'How much can I borrow?', content: 'Up to ₹5,000.' }] },
          },
          play: [{ press: 'Show more' }],
        },
      }),
    );
    await open('opened', 'hi');
    expect(requested).toEqual(['/__gallery/api/screen/help?locale=hi']);
    expect(screen.getByRole('heading', { name: 'Help Center' })).toBeTruthy();
    expect(screen.getByText('How much can I borrow?')).toBeTruthy();
    expect(screen.getByText('Order 1042')).toBeTruthy();
    expect(screen.getByText('More is shown')).toBeTruthy();
    expect(document.title).toBe('Help Center');
    expect(new Date().toISOString()).toBe('2026-12-25T03:30:00.000Z');
  });

  it('fails an unanswered data source with the sentence that names it', async () => {
    serve(answer({ bare: { title: 'No answers' } }));
    await open('bare');
    expect(await screen.findByText('The fixture has no answer for client.faq.')).toBeTruthy();
  });

  it("shows the files' problems instead of the screen", async () => {
    const problem = 'schemas/screens/help.json:15 /body/0/type: "Txt" is not a known widget.';
    serve(answer({ default: { title: 'Default' } }, [problem]));
    await open('default');
    expect(screen.getByRole('heading', { name: 'help — default cannot be drawn' })).toBeTruthy();
    expect(screen.getByText('schemas/screens/help.json:15 /body/0/type')).toBeTruthy();
    expect(screen.getByText('"Txt" is not a known widget.')).toBeTruthy();
    expect(screen.queryByText('Help Center')).toBeNull();
  });

  it('shows a play step that finds nothing in place of the screen', async () => {
    serve(
      answer({
        lost: { title: 'Lost', answers: { 'client.faq': { data: [] } }, play: [{ press: 'Repay' }] },
      }),
    );
    await open('lost');
    expect(screen.getByText('Play step 1: there is nothing to press with the text "Repay".')).toBeTruthy();
  }, 15_000);
});
