/**
 * A recording implementation of the `RendererServices` port for tests of the renderer and widgets:
 * every navigation, held Back, call, sign-in, bridge message, copy, telemetry event, report and
 * kept form draft is recorded; endpoints answer only what the test programmed (an unprogrammed
 * endpoint fails loudly).
 */
import type { ApiResult, CallRequest, PlatformInfo, RendererServices, Session } from '../services-api.ts';

type Responder = ApiResult | ((request: CallRequest) => ApiResult | Promise<ApiResult>);

export interface FakeServices extends RendererServices {
  calls: CallRequest[];
  navigations: Array<{ to: string; replace: boolean }>;
  backs: number;
  redirects: string[];
  signIns: Array<{ token: string; phone?: string; isApp?: boolean }>;
  signOuts: number;
  bridged: string[];
  copied: string[];
  tracked: Array<{ behavior: 'enter' | 'click'; page: string; value?: string }>;
  reports: Array<{ kind: string; detail: Record<string, unknown> }>;
  /** Every `holdBack` (a dialog's, a screen's steps'): `pressBack` is the borrower's Back while held. */
  holds: Array<{ pressBack: () => void; released: boolean }>;
  /** The forms' drafts kept now, by key (`drafts`, as the tab's storage would keep them). */
  keptDrafts: Map<string, Readonly<Record<string, unknown>>>;
  /** Programs the answer of an endpoint (a result, or a function of the request). */
  respond(endpoint: string, responder: Responder): void;
}

export const ANDROID_H5: PlatformInfo = { os: 'android-h5', isIos: false, isAndroid: true, isIosApp: false };

export function ok(data: unknown): ApiResult {
  return { ok: true, data };
}

/** A failure answer; `data` as the server sends it with some codes (errorColumn, resendAfter). */
export function fail(msg: string, code = 1, data?: unknown): ApiResult {
  return { ok: false, error: data === undefined ? { code, msg } : { code, msg, data } };
}

export function createFakeServices(
  options: { session?: Session; platform?: PlatformInfo; copyWorks?: boolean } = {},
): FakeServices {
  const responders = new Map<string, Responder>();
  let session: Session = options.session ?? { isApp: false, signedIn: false };
  const fake: FakeServices = {
    calls: [],
    navigations: [],
    backs: 0,
    redirects: [],
    signIns: [],
    signOuts: 0,
    bridged: [],
    copied: [],
    tracked: [],
    reports: [],
    holds: [],
    keptDrafts: new Map(),
    drafts: {
      read: (key) => fake.keptDrafts.get(key),
      write: (key, values) => void fake.keptDrafts.set(key, structuredClone(values)),
      remove: (key) => void fake.keptDrafts.delete(key),
    },
    respond: (endpoint, responder) => void responders.set(endpoint, responder),
    call: async (request) => {
      fake.calls.push(request);
      const responder = responders.get(request.endpoint);
      if (responder === undefined) return fail(`no response programmed for ${request.endpoint}`, 500);
      return typeof responder === 'function' ? responder(request) : responder;
    },
    navigate: (to, navigateOptions) =>
      void fake.navigations.push({ to, replace: navigateOptions?.replace ?? false }),
    back: () => void (fake.backs += 1),
    holdBack: (onBack) => {
      const hold = { pressBack: onBack, released: false };
      fake.holds.push(hold);
      return () => void (hold.released = true);
    },
    redirect: (url) => void fake.redirects.push(url),
    session: {
      get: () => session,
      signIn: (value) => {
        fake.signIns.push(value);
        session = { phone: value.phone, isApp: value.isApp ?? false, signedIn: true };
      },
      signOut: () => {
        fake.signOuts += 1;
        session = { isApp: session.isApp, signedIn: false };
      },
    },
    platform: options.platform ?? ANDROID_H5,
    bridge: (message) => void fake.bridged.push(message),
    copy: async (text) => {
      if (options.copyWorks === false) return false;
      fake.copied.push(text);
      return true;
    },
    track: (event) => void fake.tracked.push(event),
    report: (event) => void fake.reports.push(event),
  };
  return fake;
}
