// A toast raised while the next screen's document is still on its way (the signed-out message on
// the way to sign in) starts its clock only once that screen can be drawn.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { TOAST_MS } from '../../renderer/feedback/ToastHost.tsx';
import { RendererProvider } from '../../renderer/provider/RendererProvider.tsx';
import { useToast } from '../../renderer/provider/use-renderer.ts';
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { registry } from '../../widgets/registry.ts';
import type { ScreenLoader } from '../api/screens.ts';
import { lazyWidget } from '../../widgets/lazy-widget.tsx';
import { useScreenDocument } from './use-screen-document.ts';

afterEach(() => vi.useRealTimers());

const signInDocument: ScreenDocument = {
  id: 'login',
  format: 2,
  version: 1,
  body: [{ type: 'Text', props: { text: 'Sign in', variant: 'title' } }],
};

/** A loader whose one document arrives when the test says so. */
function slowLoader() {
  let deliver: (document: ScreenDocument) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loader: ScreenLoader = {
    load: () =>
      new Promise<ScreenDocument>((resolve, reject) => {
        deliver = resolve;
        fail = reject;
      }),
  };
  return { loader, deliver: (d: ScreenDocument) => deliver(d), fail: (e: Error) => fail(e) };
}

/** Toasts once when mounted, as the -4 answer does while the app moves to sign in. */
function SignedOutToast() {
  const toast = useToast();
  useEffect(() => toast('Please sign in again.'), [toast]);
  return null;
}

function Route({ loader }: { loader: ScreenLoader }) {
  const { document, failed } = useScreenDocument(loader, 'login');
  if (failed) return <p>Could not load</p>;
  return document ? <ScreenView document={document} /> : null;
}

const toastText = () => screen.getByRole('status').textContent;
/** Moves the fake clock on, letting what each timer and answer sets off finish on the way. */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function openSlowly() {
  vi.useFakeTimers();
  const slow = slowLoader();
  render(
    <RendererProvider registry={registry} services={createFakeServices()}>
      <Route loader={slow.loader} />
      <SignedOutToast />
    </RendererProvider>,
  );
  // A slow first load of the screen: longer than the toast's own time.
  await wait(TOAST_MS * 2);
  expect(toastText()).toBe('Please sign in again.');
  return slow;
}

describe('a toast raised while the screen document loads', () => {
  it('stays while the document is on its way, then its full time over the drawn screen', async () => {
    const slow = await openSlowly();
    await act(async () => slow.deliver(signInDocument));
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await wait(TOAST_MS - 100);
    expect(toastText()).toBe('Please sign in again.');
    await wait(200);
    expect(toastText()).toBe('');
  });

  it('starts its clock when the load fails too, over the page that says so', async () => {
    const slow = await openSlowly();
    await act(async () => slow.fail(new Error('offline')));
    await wait(0);
    expect(screen.getByText('Could not load')).toBeTruthy();
    await wait(TOAST_MS + 100);
    expect(toastText()).toBe('');
  });
});

describe("a screen whose widgets' code cannot be fetched", () => {
  /** An on-demand Note widget whose code does not arrive the first time (offline), then does. */
  function flakyRegistry() {
    let attempts = 0;
    const note = lazyWidget({ type: 'Note', since: 1 }, async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        type: 'Note',
        since: 1,
        component: ({ props }: { props: { text?: string } }) => <p>{props.text}</p>,
      };
    });
    return { registry: { ...registry, Note: note }, attempts: () => attempts };
  }

  const noteDocument: ScreenDocument = {
    ...signInDocument,
    body: [...signInDocument.body, { type: 'Note', props: { text: 'Your details' } }],
  };

  const noteLoader: ScreenLoader = { load: async () => noteDocument };

  function RetryRoute() {
    const { document, failed, retry } = useScreenDocument(noteLoader, 'login');
    if (failed) return <button onClick={retry}>Try again</button>;
    return document ? <ScreenView document={document} /> : null;
  }

  it('is not drawn with parts missing: it fails, and Try again draws it whole', async () => {
    const flaky = flakyRegistry();
    render(
      <RendererProvider registry={flaky.registry} services={createFakeServices()}>
        <RetryRoute />
      </RendererProvider>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();

    await act(async () => tryAgain.click());
    expect(await screen.findByText('Your details')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(flaky.attempts()).toBe(2);
  });
});

describe("a screen's widget code", () => {
  it('is asked for while the document is on its way, from what the bundled copy draws', async () => {
    const fetched: string[] = [];
    const bottomNav = lazyWidget({ type: 'BottomNav', since: 1, container: true }, async () => {
      fetched.push('BottomNav');
      return { type: 'BottomNav', since: 1, container: true, component: () => null };
    });
    const slow = slowLoader();
    function HomeRoute() {
      const { document } = useScreenDocument(slow.loader, 'home');
      return document ? <p>drawn</p> : null;
    }
    render(
      <RendererProvider registry={{ ...registry, BottomNav: bottomNav }} services={createFakeServices()}>
        <HomeRoute />
      </RendererProvider>,
    );
    await act(async () => undefined);
    // Home's bundled copy draws the bottom navigation: its code is on its way before the document.
    expect(fetched).toEqual(['BottomNav']);
    await act(async () =>
      slow.deliver({ ...signInDocument, id: 'home', body: [{ type: 'BottomNav', children: [] }] }),
    );
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(fetched, 'fetched once').toEqual(['BottomNav']);
  });
});

describe("a screen's data calls", () => {
  it('start when its document arrives, while its widget code is still on its way, and are made once', async () => {
    let codeArrives: () => void = () => undefined;
    const note = lazyWidget({ type: 'Note', since: 1 }, async () => {
      await new Promise<void>((resolve) => (codeArrives = resolve));
      return {
        type: 'Note',
        since: 1,
        component: ({ props }: { props: { text?: string } }) => <p>{props.text}</p>,
      };
    });
    const services = createFakeServices();
    services.respond('order.detail', ok({ orderNo: 'LN-7' }));
    const orderDocument: ScreenDocument = {
      ...signInDocument,
      id: 'order-detail',
      data: { order: { endpoint: 'order.detail', query: { orderId: { $bind: 'route.params.id' } } } },
      body: [{ type: 'Note', props: { text: { $bind: 'data.order.orderNo' } } }],
    };
    const slow = slowLoader();
    const route = { params: { id: '7' }, query: {} };
    function OrderRoute() {
      const { document, headStart } = useScreenDocument(slow.loader, 'order-detail', { route });
      return document ? <ScreenView document={document} route={route} headStart={headStart} /> : null;
    }
    render(
      <RendererProvider registry={{ ...registry, Note: note }} services={services}>
        <OrderRoute />
      </RendererProvider>,
    );
    await act(async () => undefined);
    expect(services.calls, 'nothing before the document').toEqual([]);
    await act(async () => slow.deliver(orderDocument));
    expect(services.calls).toEqual([{ endpoint: 'order.detail', query: { orderId: '7' } }]);
    expect(screen.queryByText('LN-7')).toBeNull();
    await act(async () => codeArrives());
    expect(await screen.findByText('LN-7')).toBeTruthy();
    expect(services.calls, 'not asked again when drawn').toHaveLength(1);
  });

  it('are not made for a screen left before its document arrived', async () => {
    const services = createFakeServices();
    const slow = slowLoader();
    const route = { params: {}, query: {} };
    function HomeRoute() {
      const { document, headStart } = useScreenDocument(slow.loader, 'home', { route });
      return document ? <ScreenView document={document} route={route} headStart={headStart} /> : null;
    }
    const { unmount } = render(
      <RendererProvider registry={registry} services={services}>
        <HomeRoute />
      </RendererProvider>,
    );
    await act(async () => undefined);
    unmount();
    await act(async () =>
      slow.deliver({ ...signInDocument, id: 'home', data: { home: { endpoint: 'home.index' } } }),
    );
    expect(services.calls).toEqual([]);
  });
});

describe('a screen that cannot be loaded, asked about a new build first', () => {
  const failingLoader: ScreenLoader = { load: () => Promise.reject(new TypeError('Failed to fetch')) };

  function AskingRoute({ afterFailure }: { afterFailure: () => Promise<boolean> }) {
    const { document, failed } = useScreenDocument(failingLoader, 'login', { afterFailure });
    if (failed) return <p>Could not load</p>;
    return document ? <ScreenView document={document} /> : <p>Loading</p>;
  }

  async function openWith(reloading: boolean) {
    const asked = vi.fn(async () => reloading);
    render(
      <RendererProvider registry={registry} services={createFakeServices()}>
        <AskingRoute afterFailure={asked} />
      </RendererProvider>,
    );
    await act(async () => undefined);
    await act(async () => undefined);
    return asked;
  }

  it('shows no failure while the page reloads onto the new build', async () => {
    const asked = await openWith(true);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Could not load')).toBeNull();
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it('shows the failure when the same build is served (the network failed)', async () => {
    const asked = await openWith(false);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Could not load')).toBeTruthy();
  });
});
