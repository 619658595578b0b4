import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryScreen } from './gallery-api.ts';
import { IndexPage } from './IndexPage.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

/** The server's event stream as the page sees it: the test sends the events. */
class ServerEvents {
  static opened: ServerEvents[] = [];
  readonly listeners: Array<(event: MessageEvent<string>) => void> = [];
  closed = false;
  constructor(readonly url: string) {
    ServerEvents.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (type === 'change') this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  send(change: object) {
    for (const listener of this.listeners)
      listener(new MessageEvent('change', { data: JSON.stringify(change) }));
  }
}

const fixture = (name: string, problems: string[] = []) => ({
  name,
  title: `The ${name} state`,
  file: `schemas/fixtures/x/${name}.json`,
  problems,
});
const help: GalleryScreen = {
  id: 'help',
  title: 'Help Center',
  path: '/personal/help',
  file: 'schemas/screens/help.json',
  problems: [],
  fixtures: [fixture('default'), fixture('no-questions')],
};
const about: GalleryScreen = {
  ...help,
  id: 'about',
  title: 'About us',
  path: '/personal/aboutus',
  fixtures: [fixture('default')],
};
const login: GalleryScreen = {
  ...help,
  id: 'login',
  title: 'Sign In',
  path: '/login',
  fixtures: [],
  problems: [
    'schemas/screens/login.json:1 /: this screen has no fixture. Add schemas/fixtures/login/default.json (see docs/adding-a-screen.md).',
  ],
};

let catalog: GalleryScreen[] = [];
let catalogRequests = 0;
beforeEach(() => {
  catalog = [about, help, login];
  catalogRequests = 0;
  ServerEvents.opened = [];
  vi.stubGlobal('EventSource', ServerEvents);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      catalogRequests += 1;
      return new Response(JSON.stringify({ screens: catalog }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const framesOf = (id: string) => [...document.querySelectorAll(`[data-screen="${id}"] iframe`)];

async function openIndex() {
  render(<IndexPage locale={null} />);
  await screen.findByRole('heading', { name: /^help / });
}

describe('the gallery index', () => {
  it('shows every screen with a lazy phone-sized frame per fixture, titled by the fixture', async () => {
    await openIndex();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual([
      'screen-about',
      'screen-help',
      'screen-login',
    ]);
    expect(framesOf('help').map((f) => [f.getAttribute('src'), f.getAttribute('title')])).toEqual([
      ['/__gallery/frame?screen=help&fixture=default', 'The default state'],
      ['/__gallery/frame?screen=help&fixture=no-questions', 'The no-questions state'],
    ]);
    const frame = framesOf('help')[0]!;
    expect([
      frame.getAttribute('loading'),
      frame.getAttribute('width'),
      frame.getAttribute('height'),
    ]).toEqual(['lazy', '360', '800']);
    expect(
      screen.getByText(
        'this screen has no fixture. Add schemas/fixtures/login/default.json (see docs/adding-a-screen.md).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('3 screens, 3 fixtures, 1 with problems')).toBeTruthy();
  });

  it('filters the screens by what is typed', async () => {
    await openIndex();
    fillIn(screen.getByRole('searchbox'), 'ABOUTUS');
    await waitFor(() => expect(document.querySelectorAll('[data-screen]')).toHaveLength(1));
    expect(document.querySelector('[data-screen]')!.getAttribute('data-screen')).toBe('about');
  });

  it("listens on one stream, and on a change shows the new problems and reloads only that screen's frames", async () => {
    await openIndex();
    expect(ServerEvents.opened.map((s) => s.url)).toEqual(['/__gallery/api/events']);
    const aboutFrame = framesOf('about')[0];
    const helpFrame = framesOf('help')[0];

    catalog = [
      about,
      {
        ...help,
        fixtures: [
          fixture('default', [
            'schemas/fixtures/help/default.json:3 /answers: the fixture does not answer client.faq.',
          ]),
          fixture('no-questions'),
        ],
      },
      login,
    ];
    await act(async () =>
      ServerEvents.opened[0]!.send({ file: 'schemas/fixtures/help/default.json', screen: 'help' }),
    );
    await screen.findByText('the fixture does not answer client.faq.');
    expect(catalogRequests).toBe(2);
    expect(framesOf('help')).toHaveLength(1);
    expect(framesOf('help')[0]).not.toBe(helpFrame);
    expect(framesOf('about')[0]).toBe(aboutFrame);

    catalog = [about, help, login];
    await act(async () => ServerEvents.opened[0]!.send({ file: 'schemas/copy/en.json', screen: null }));
    await waitFor(() => expect(framesOf('help')).toHaveLength(2));
    expect(framesOf('about')[0]).not.toBe(aboutFrame);
    expect(ServerEvents.opened).toHaveLength(1);
  });
});
