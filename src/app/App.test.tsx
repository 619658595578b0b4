import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchPort } from '../api/http-request.ts';
import { signIn, signOut } from '../session/session-store.ts';
import { fillIn } from '../../tests/support/user-input.ts';
import { App } from './App.tsx';

// The served screens are not reachable here: the shell draws the bundled copies (decision 0005).
const screenRequests: string[] = [];
beforeEach(() => {
  screenRequests.length = 0;
  apiRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      screenRequests.push(url);
      return new Response('unavailable', { status: 503 });
    }),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  document.body.removeAttribute('style');
});

// The API client's network port: every call is recorded and answered with an empty success.
const apiRequests: string[] = [];
const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const apiFetch: FetchPort = async (url, init) => {
  apiRequests.push(`${init.method} ${url}`);
  return envelope({ code: 0, msg: 'ok', data: [] });
};

async function open(path: string, network: FetchPort = apiFetch) {
  window.history.replaceState(null, '', path);
  render(<App options={{ fetch: network }} />);
  // Screen documents come from lazy chunks: let them arrive.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('app shell', () => {
  it('sends a visitor without a token to sign in, remembering the path', async () => {
    await open('/personal');
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fpersonal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(document.title).toBe('Sign In');
    expect(document.body.style.background).toBe('rgb(255, 255, 255)');
  });

  it('draws the route screen for a signed-in borrower, with its title, background and scroll reset', async () => {
    signIn({ token: 'tok-1', phone: '919876543210' });
    await open('/personal');
    expect(await screen.findByRole('heading', { name: '+91 ending in 3210' })).toBeTruthy();
    expect(document.title).toBe('Account');
    expect(document.body.style.background).toBe('rgb(244, 246, 250)');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screenRequests).toContain('/api1/screens/personal');
  });

  it("keeps no form draft of a session the server ended: the next borrower does not see the last one's", async () => {
    signIn({ token: 'tok-1', phone: '919876543210' });
    // The IFSC lookup finds the session over (-4): the app signs out and goes to sign in.
    const endsSession: FetchPort = async (url, init) =>
      url.includes('/bank/v1/ifsc-info')
        ? envelope({ code: -4, msg: 'Please sign in', data: null })
        : apiFetch(url, init);
    await open('/bank/add', endsSession);
    fillIn(await screen.findByRole('textbox', { name: 'Bank Account' }), '123456789012');
    fillIn(screen.getByRole('textbox', { name: 'IFSC Code' }), 'SBIN0000691');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    // Said once, by the API client, over the sign-in screen.
    expect(screen.getByRole('status').textContent).toBe('Please sign in');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('draws the Feedback button over every screen', async () => {
    await open('/login');
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeTruthy();
  });

  it('says a page does not exist and offers the way home', async () => {
    signIn({ token: 'tok-1' });
    await open('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('guards unknown pages too', async () => {
    await open('/no/such/page');
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage');
  });

  it('navigates in the app when a screen action asks, scrolling to the top', async () => {
    signIn({ token: 'tok-1', phone: '919876543210' });
    await open('/personal');
    await screen.findByRole('heading', { name: '+91 ending in 3210' });
    vi.mocked(window.scrollTo).mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Help Center' })));
    expect(window.location.pathname).toBe('/personal/help');
    expect(document.title).toBe('Help Center');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(apiRequests).toContain('GET /api1/client/v1/faq'));
  });

  it('sends an Android visitor to the app download page, signed in or not, but lets /alert open', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    );
    await open('/personal');
    expect(window.location.pathname).toBe('/download');
    cleanup();
    signIn({ token: 'tok-1' });
    await open('/orders');
    expect(window.location.pathname).toBe('/download');
    cleanup();
    await open('/alert');
    expect(window.location.pathname).toBe('/alert');
  });

  it('sends the screens entered as telemetry, with the token, when the borrower leaves the page', async () => {
    signIn({ token: 'tok-telemetry', phone: '919876543210' });
    await open('/personal');
    await screen.findByRole('heading', { name: '+91 ending in 3210' });
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url) === '/api1/burying-point/v2/burying-point')
      .map(([, init]) => ({
        init: init!,
        events: JSON.parse(String(init!.body)) as Array<Record<string, unknown>>,
      }))
      .filter(({ init }) => (init.headers as Record<string, string>).token === 'tok-telemetry');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init.keepalive).toBe(true);
    expect(sent[0]!.init.headers).toMatchObject({ token: 'tok-telemetry', os: 'android-h5' });
    expect(sent[0]!.events).toContainEqual(
      expect.objectContaining({ projectName: 'h5', pageName: 'personal', behavior: 'enter' }),
    );
    // It went by its own fetch, not through the API client.
    expect(apiRequests.some((request) => request.includes('burying-point'))).toBe(false);
  });
});
