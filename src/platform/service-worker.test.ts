import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type RegistrationDeps } from './service-worker.ts';

function fakeWindow(
  options: { readyState?: DocumentReadyState; idle?: boolean; serviceWorker?: boolean } = {},
) {
  const target = new EventTarget();
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const timers: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState: options.readyState ?? 'loading' },
    navigator: options.serviceWorker === false ? {} : { serviceWorker: { register } },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: ((callback: () => void) => timers.push(callback)) as unknown as Window['setTimeout'],
    ...(options.idle ? { requestIdleCallback: (callback: () => void) => idle.push(callback) } : {}),
  } as unknown as RegistrationDeps['window'];
  return { win, register, timers, idle, load: () => target.dispatchEvent(new Event('load')) };
}

describe('service worker registration', () => {
  it('waits for the page to load and the browser to be idle, then registers /sw.js for the whole app', () => {
    const page = fakeWindow({ idle: true });
    registerServiceWorker({ production: true, window: page.win });
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(page.register).not.toHaveBeenCalled();
    page.idle.forEach((run) => run());
    expect(page.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('uses a short timer where there is no idle callback (iOS Safari)', () => {
    const page = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: true, window: page.win });
    expect(page.register).not.toHaveBeenCalled();
    page.timers.forEach((run) => run());
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in development, or where the browser has no service workers', () => {
    const development = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: false, window: development.win });
    development.timers.forEach((run) => run());
    expect(development.register).not.toHaveBeenCalled();
    const old = fakeWindow({ readyState: 'complete', serviceWorker: false });
    expect(() => registerServiceWorker({ production: true, window: old.win })).not.toThrow();
    expect(old.timers).toHaveLength(0);
  });

  it('lets the app run on when the browser refuses the worker', async () => {
    const page = fakeWindow({ readyState: 'complete' });
    page.register.mockRejectedValueOnce(new DOMException('blocked', 'SecurityError'));
    registerServiceWorker({ production: true, window: page.win });
    page.timers.forEach((run) => run());
    await Promise.resolve();
    expect(page.register).toHaveBeenCalledTimes(1);
  });
});
