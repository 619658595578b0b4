/**
 * Notices that the app was deployed again under a page that is still open, and reloads the page.
 *
 * The build names every file by its content and a deploy replaces the folder, so a page opened
 * before the deploy asks for chunks (the next screen's widgets, the validation code) that are gone;
 * a service worker that updated under the page has dropped its copies too. Without this the borrower
 * sees "check your connection" and a Try again that can never work, for as long as the page stays
 * open (an iOS app's webview may keep it for days). A chunk that cannot be had is asked about
 * here: when the server's index.html now starts another entry script than the one running, the page
 * is reloaded (the URL it is on is kept, and so is the session); when it is the same build, or the
 * server cannot be reached, the network is down and the failure is shown as before.
 *
 * A browser may also keep a failed fetch of a module for the page's life (the older Chrome, Android
 * WebView and Safari: whatwg/html#10327 lets a page fetch it again, and is not everywhere yet), so
 * that code lost to a network drop can never be had without a reload, however good the network is
 * again. A chunk that fails while the server answers the same build, after a chunk already failed on
 * this page, is that case: the page is reloaded too (decision 0041).
 */

import { withinTimeLimit } from './time-limit.ts';

/**
 * What the build's loader of on-demand code dispatches on `window` when a chunk (or its CSS) cannot
 * be fetched; the import still rejects, so the code that asked shows its own failure meanwhile.
 */
export const CHUNK_FAILED_EVENT = 'vite:preloadError';

/** The entry script's path, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']([^"'\s>]+)["']/i;
/** Where a reload is remembered, so that two builds served side by side cannot reload in a loop. */
export const RELOAD_MEMORY_KEY = 'app.reloadedForBuild';
/** How long the question to the server may take before the failure is shown as it is. */
export const INDEX_TIMEOUT_MS = 4000;
/** One reload per build in this long: after it, a failure with that build served is shown as is. */
export const RELOAD_QUIET_MS = 5 * 60_000;

export function entryScriptOf(html: string): string | undefined {
  return ENTRY_SCRIPT.exec(html)?.[1];
}

export interface NewBuildDeps {
  /**
   * The running page's entry script; undefined for a page without one (nothing to compare). In
   * development it is the source entry, which the served index.html names too: never a reload.
   */
  runningEntry(): string | undefined;
  /** index.html as the server (or the service worker that serves in its place) answers it now. */
  fetchIndex(): Promise<string>;
  reload(): void;
  memory: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): number;
}

export interface NewBuildCheck {
  /**
   * After a screen could not be loaded (its document or its code): true when another build is served
   * and the page is being reloaded (the failure need not be shown), false otherwise. Never rejects.
   */
  reloadIfReplaced(): Promise<boolean>;
  /**
   * After a chunk of the app's own code could not be fetched (the build's loader says so): as
   * `reloadIfReplaced`, and also true, reloading, when the server answers the same build and a chunk
   * already failed earlier on this page, which a browser that keeps failed fetches does at every
   * try. Failures arriving together (a screen's widgets) are one. Never rejects.
   */
  codeFailed(): Promise<boolean>;
}

function remembered(memory: NewBuildDeps['memory']): { entry?: unknown; at?: unknown } {
  try {
    const stored = memory?.getItem(RELOAD_MEMORY_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {}; // storage refused (private mode) or a value that is not ours
  }
}

export function createNewBuildCheck(deps: NewBuildDeps): NewBuildCheck {
  let checking: Promise<boolean> | undefined;
  let reloading = false;
  /** A chunk failed on this page before the failures being checked now. */
  let codeFailedBefore = false;
  /** The failures being checked now include a chunk of code. */
  let codeFailing = false;

  async function servedEntry(): Promise<string | undefined> {
    try {
      return entryScriptOf(await deps.fetchIndex());
    } catch {
      return undefined; // offline: nothing is known about the server's build
    }
  }

  async function check(): Promise<boolean> {
    const running = deps.runningEntry();
    if (!running) return false;
    const served = await servedEntry();
    if (!served) return false;
    // The same build answers: the network is back, and a chunk that fails again is held by the browser.
    if (served === running && !(codeFailing && codeFailedBefore)) return false;
    const last = remembered(deps.memory);
    if (last.entry === served && typeof last.at === 'number' && deps.now() - last.at < RELOAD_QUIET_MS)
      return false;
    try {
      deps.memory?.setItem(RELOAD_MEMORY_KEY, JSON.stringify({ entry: served, at: deps.now() }));
    } catch {
      // Without storage the quiet time cannot be kept; one reload is still better than a dead end.
    }
    reloading = true;
    deps.reload();
    return true;
  }

  const ask = (): Promise<boolean> => {
    if (reloading) return Promise.resolve(true);
    // Several chunks fail together (a screen's widgets): one question, one reload.
    checking ??= check().finally(() => {
      checking = undefined;
      if (codeFailing) codeFailedBefore = true;
      codeFailing = false;
    });
    return checking;
  };

  return {
    reloadIfReplaced: ask,
    codeFailed: () => {
      codeFailing = true;
      return ask();
    },
  };
}

/** The check on this page: its own entry script, index.html fetched past the HTTP cache. */
export function browserNewBuildCheck(win: Window = window): NewBuildCheck {
  return createNewBuildCheck({
    runningEntry: () =>
      win.document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ??
      undefined,
    fetchIndex: async () => {
      // On a network that hangs rather than fails, the failure is shown after this long at most.
      return withinTimeLimit(
        INDEX_TIMEOUT_MS,
        async (signal) => {
          const response = await win.fetch('/index.html', { cache: 'no-store', signal });
          if (!response.ok) throw new Error(`index.html answered ${response.status}`);
          return await response.text();
        },
        win,
      );
    },
    reload: () => win.location.reload(),
    memory: (() => {
      try {
        return win.sessionStorage;
      } catch {
        return undefined;
      }
    })(),
    now: () => Date.now(),
  });
}
