/**
 * The /api1 client (spec §7, §8): the browser's fetch with the spec's headers and timeout, the
 * envelope `{code, msg, data}` turned into `ApiResult`, and the signed-out answer (-4) handled once
 * for every screen. It never throws: the renderer shows `error.msg` to the borrower. A -4's words are
 * said here, as the borrower is sent to sign in, and handed back empty: the screen that made the
 * call may never be drawn (its calls start before it is, decision 0115), and one that is says
 * nothing twice.
 */
import { rendererWords } from '../../renderer/feedback/messages.ts';
import { NO_ANSWER_CODE, type ApiResult, type CallRequest } from '../../renderer/services-api.ts';
import { signInPath } from '../app/sign-in-path.ts';
import { API_BASE, API_TIMEOUT_MS, CONTACT_PATHS, LOGIN_PATH } from '../config.ts';
import { type AsyncEndpointLookup, type EndpointRoute, fillPath } from './endpoint-route.ts';
import { type FetchPort, type HttpAnswer, sendRequest } from './http-request.ts';
import { multipartBody } from './multipart-body.ts';

/** A call that got no answer, in the page's language. */
export const networkError = () => ({ code: NO_ANSWER_CODE, msg: rendererWords().noAnswer });
export const SIGNED_OUT_CODE = -4;

/**
 * An answer that is not the envelope. A 5xx is a proxy's error page in front of a server that is
 * down or slow (502, 503, 504): the borrower's network is fine, and "Network error" sent them looking
 * for a signal; they get the words for our own failure. Anything else (a Wi-Fi sign-in page, a
 * cut answer) is still the network. Either way the code says the outcome is unknown (the server may
 * have done the call), so a screen treats it as a call without an answer.
 */
function notAnEnvelope(status: number) {
  return status >= 500 ? { code: NO_ANSWER_CODE, msg: rendererWords().clientFailure } : networkError();
}

export interface ApiClientDeps {
  /** Endpoint id -> route; may resolve later (the table loads with the first call, not the first screen). */
  endpoints: AsyncEndpointLookup;
  /** Headers sent on every call (device-headers.ts). */
  headers: () => Record<string, string>;
  token: () => string | undefined;
  /** Forgets the stored token after a -4 answer. */
  signOut: () => void;
  /** Says the server's words for a -4 answer to the borrower (the renderer's toast). */
  tell: (text: string) => void;
  /** Where the borrower is now: pathname plus search. */
  currentPath: () => string;
  /** Replaces the route (the router's navigate). */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** The network port: the browser's fetch, or a test's. */
  fetch: FetchPort;
}

export interface ApiClient {
  call(request: CallRequest): Promise<ApiResult>;
}

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** What goes on the wire: JSON, or form parts for a multipart endpoint. */
function requestData(endpoint: EndpointRoute, body: unknown): unknown {
  if (endpoint.method !== 'POST') return undefined;
  return endpoint.contentType === 'multipart/form-data' ? multipartBody(body) : (body ?? {});
}

function isContactPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return CONTACT_PATHS.some((contact) => pathname === contact || pathname.startsWith(`${contact}/`));
}

/**
 * The headers a screen gave a call, as text: only those the endpoint's contract takes (`taken`),
 * never the app's own or the token in any spelling; an empty value is left out, and so is one a
 * header cannot carry (outside printable ASCII: the browser would refuse the whole request).
 */
function sendableHeaders(
  given: Readonly<Record<string, unknown>> | undefined,
  taken: readonly string[],
  own: Readonly<Record<string, string>>,
): Record<string, string> {
  const reserved = new Set([...Object.keys(own), 'token'].map((name) => name.toLowerCase()));
  const sendable: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) {
    if (!taken.includes(name) || reserved.has(name.toLowerCase())) continue;
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    if (typeof text === 'string' && text !== '' && /^[\x20-\x7e]*$/.test(text)) sendable[name] = text;
  }
  return sendable;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  function onSignedOut(words: string): void {
    deps.signOut();
    deps.tell(words);
    const here = deps.currentPath();
    const pathname = here.split('?')[0];
    // On the contact step a -4 must not lose what the borrower typed; on sign in there is nowhere to go.
    if (isContactPath(here) || pathname === LOGIN_PATH) return;
    deps.navigate(signInPath(here), { replace: true });
  }

  async function call(request: CallRequest): Promise<ApiResult> {
    let endpoint: EndpointRoute | undefined;
    try {
      endpoint = await deps.endpoints(request.endpoint);
    } catch {
      // The table's chunk could not be fetched (offline): like any network failure.
      return { ok: false, error: networkError() };
    }
    const path = endpoint && fillPath(endpoint.path, request.params);
    if (!endpoint || path === undefined) {
      // A screen named an endpoint or parameter the client does not know: schemas:check should have
      // caught it; the borrower gets a message instead of a broken screen.
      return {
        ok: false,
        error: { code: NO_ANSWER_CODE, msg: rendererWords().clientFailure },
      };
    }
    const own = deps.headers();
    const headers: Record<string, string> = {
      ...sendableHeaders(request.headers, endpoint.headers ?? [], own),
      ...own,
    };
    const token = endpoint.auth === 'none' ? undefined : deps.token();
    if (token) headers.token = token;

    let response: HttpAnswer;
    try {
      response = await sendRequest(
        deps.fetch,
        API_BASE,
        {
          method: endpoint.method,
          url: path,
          ...(request.query ? { query: request.query } : {}),
          body: requestData(endpoint, request.body),
          headers,
        },
        API_TIMEOUT_MS,
      );
    } catch {
      return { ok: false, error: networkError() };
    }
    const envelope = response.body;
    if (!isEnvelope(envelope)) return { ok: false, error: notAnEnvelope(response.status) };
    if (envelope.code === 0) return { ok: true, data: envelope.data ?? null };
    let words = envelope.msg || rendererWords().noAnswer;
    if (envelope.code === SIGNED_OUT_CODE) {
      onSignedOut(words);
      words = '';
    }
    // The server's own failure (a 5xx envelope: a fault, a database restarting, a provider or the
    // photo checks busy) refuses nothing: its words are kept, and its code says trying again may
    // work, as for a call without an answer, so a screen offers Try again instead of a blank page.
    const code = response.status >= 500 ? NO_ANSWER_CODE : envelope.code;
    const failure = { code, msg: words };
    // A failure's data explains it field by field (errorColumn of a save): screens may list it.
    const data = envelope.data ?? undefined;
    return { ok: false, error: data === undefined ? failure : { ...failure, data } };
  }

  return { call };
}
