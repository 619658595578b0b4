/**
 * Wires the app: the API client, the screen loader and the `RendererServices` the renderer draws
 * with. Navigation from outside React (the -4 answer, navigate actions) goes through `navigator`,
 * which the router fills in once it is mounted (NavigatorBridge).
 */
import { createFeedbackStore } from '../../renderer/feedback/feedback-store.ts';
import { createApiClient } from '../api/client.ts';
import type { FetchPort } from '../api/http-request.ts';
import { deviceHeaders } from '../api/device-headers.ts';
import { lazyEndpointTable } from '../api/lazy-endpoint-table.ts';
import { createScreenLoader } from '../api/screens.ts';
import { API_BASE, TELEMETRY_PATH } from '../config.ts';
import { createAttribution } from '../platform/attribution.ts';
import { browserStorage } from '../platform/browser-storage.ts';
import { detectPlatform } from '../platform/device.ts';
import { browserNewBuildCheck, CHUNK_FAILED_EVENT } from '../platform/new-build.ts';
import { readToken, signOut } from '../session/session-store.ts';
import type { HistoryStore } from '../router/history-store.ts';
import { createTelemetry } from '../telemetry/create-telemetry.ts';
import { opensOnSignIn } from './guard.ts';
import { recordReport } from './reports.ts';
import { loadBundledScreen } from './screen-bundle.ts';
import { chooseLocale } from './copy-locale.ts';
import { createNavigationFocus } from './navigation-focus.ts';
import { createServices } from './services.ts';

/** Receives the router's history once the router is mounted. */
export interface Navigator {
  attach(history: HistoryStore): void;
}

export interface AppOptions {
  /** The network port of the API client (tests); the browser's fetch by default. */
  fetch?: FetchPort;
}

export function createApp(options: AppOptions = {}) {
  let history: HistoryStore | undefined;
  const navigator: Navigator = { attach: (attached) => void (history = attached) };
  const navigate = (to: string | number, navigateOptions?: { replace?: boolean }) => {
    if (typeof to === 'number') history?.go(to);
    else history?.navigate(to, { replace: navigateOptions?.replace ?? false });
  };

  const platform = detectPlatform();
  const attribution = createAttribution();
  const storage = browserStorage();
  const locale = chooseLocale(window.location.search, storage, window.navigator.languages);
  const headers = () => deviceHeaders(platform, attribution.ids(), locale);
  const endpoints = lazyEndpointTable();
  // The renderer's feedback, made here so that the API client can say why it sends the borrower to sign in.
  const feedback = createFeedbackStore();
  const api = createApiClient({
    endpoints: endpoints.lookup,
    headers,
    token: readToken,
    signOut,
    tell: feedback.toast,
    currentPath: () => window.location.pathname + window.location.search,
    navigate,
    fetch: options.fetch ?? ((input, init) => window.fetch(input, init)),
  });
  // Only the sign-in screen draws without calling the API: any other first screen (a signed-in
  // visit, an Android visitor sent to the download page) starts loading the endpoint table now,
  // beside the screen's own download, not one round trip after it.
  if (!opensOnSignIn(window.location, platform.isAndroid, Boolean(readToken()))) endpoints.warmUp();
  const telemetry = createTelemetry({
    url: `${API_BASE}${TELEMETRY_PATH}`,
    // Signed in, the events carry the token so the server stores who sent them.
    headers: () => {
      const token = readToken();
      return token ? { ...headers(), token } : headers();
    },
    fetch: (input, init) => window.fetch(input, init),
  });
  const services = createServices({
    api,
    navigate,
    holdEntry: (onBack) => history?.holdEntry(onBack) ?? (() => undefined),
    leave: (move) => (history ? history.leave(move) : move()),
    onReport: recordReport,
    track: telemetry.track,
  });
  // Screen readers pronounce the texts in the language they are served in.
  document.documentElement.lang = locale;
  const screens = createScreenLoader({
    fetch: window.fetch.bind(window),
    bundled: loadBundledScreen,
    storage,
    locale,
  });
  const newBuild = browserNewBuildCheck();
  // Any of the app's own code that cannot be fetched (a screen's, the endpoint table, the validation)
  // may have been lost to a deploy, or be held failed by the browser: the check reloads the page if so.
  const onChunkFailed = () => void newBuild.codeFailed();
  /**
   * While the app is mounted: leaving the page sends the telemetry still waiting, a lost chunk is
   * checked against the served build. Returns the stop.
   */
  const start = () => {
    const stopTelemetry = telemetry.listen(window);
    window.addEventListener(CHUNK_FAILED_EVENT, onChunkFailed);
    return () => {
      stopTelemetry();
      window.removeEventListener(CHUNK_FAILED_EVENT, onChunkFailed);
    };
  };
  return {
    navigator,
    services,
    feedback,
    shell: { screens, newBuild, navigationFocus: createNavigationFocus() },
    start,
  };
}
