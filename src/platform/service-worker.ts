/**
 * Registers the service worker the build makes (src/platform/pwa-options.ts) once the first screen
 * is up and the browser is idle: installing it downloads the app shell, which must not compete with
 * the first visit. Production builds only (development serves modules the worker would cache wrongly).
 * A browser without service workers, or one that refuses them, simply runs without.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export interface RegistrationDeps {
  production: boolean;
  window: Pick<Window, 'addEventListener' | 'setTimeout'> & {
    document: Pick<Document, 'readyState'>;
    navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  };
}

export function registerServiceWorker(
  deps: RegistrationDeps = { production: import.meta.env.PROD, window },
): void {
  const win = deps.window;
  const container = win.navigator.serviceWorker;
  if (!deps.production || !container) return;
  const register = () => void container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  // iOS Safari has no requestIdleCallback: a short wait after load does the same job there.
  const whenIdle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(register, { timeout: 3000 })
      : win.setTimeout(register, 1000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
