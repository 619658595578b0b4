/**
 * The `RendererServices` port implemented by the app shell: the API client, the router, the session,
 * the device and the iOS bridge. The renderer sees only this object.
 */
import type { RendererServices } from '../../renderer/services-api.ts';
import type { ApiClient } from '../api/client.ts';
import { copyText } from '../platform/clipboard.ts';
import { detectPlatform } from '../platform/device.ts';
import { postToNativeApp } from '../platform/ios-bridge.ts';
import { sessionIsThisTabs } from '../session/other-tabs.ts';
import { readSession, signIn, signOut } from '../session/session-store.ts';
import { createTabDrafts } from '../platform/tab-drafts.ts';
import { isWebUrl, safeInAppTarget } from './safe-target.ts';

export interface ServiceDeps {
  api: ApiClient;
  navigate: (to: string | number, options?: { replace?: boolean }) => void;
  /** The history entry an open dialog holds (HistoryStore.holdEntry); absent before the router mounts. */
  holdEntry?: (onBack: () => void) => () => void;
  /** Runs `move` (leaving the app) once a dialog's history entries are gone (HistoryStore.leave). */
  leave?: (move: () => void) => void;
  /** Where reports go (problems in a served screen that must not crash it). */
  onReport?: (event: { kind: string; detail: Record<string, unknown> }) => void;
  /** Where telemetry events go (src/telemetry/); absent: they are not sent. */
  track?: RendererServices['track'];
}

export function createServices(deps: ServiceDeps): RendererServices {
  const platform = detectPlatform();
  return {
    call: (request) => deps.api.call(request),
    navigate: (to, options) => deps.navigate(safeInAppTarget(to), { replace: options?.replace ?? false }),
    back: () => deps.navigate(-1),
    holdBack: (onBack) => deps.holdEntry?.(onBack) ?? (() => undefined),
    redirect: (url) => {
      if (!isWebUrl(url)) deps.onReport?.({ kind: 'redirect.refused', detail: { url } });
      // Left from a dialog (the repayment's), Back from the payment page returns to the page.
      else if (deps.leave) deps.leave(() => window.location.assign(url));
      else window.location.assign(url);
    },
    session: { get: readSession, signIn, signOut },
    platform,
    bridge: (message) => void postToNativeApp(message),
    copy: copyText,
    // Batched and sent in the background: never blocks nor shows anything (src/telemetry/).
    track: (event) => deps.track?.(event),
    report: (event) => deps.onReport?.(event),
    // Kept only while signed in, as the borrower the tab drew for: what one borrower typed is not
    // shown to the next (decisions 0090 and 0103).
    drafts: createTabDrafts(() => readSession().signedIn && sessionIsThisTabs()),
  };
}
