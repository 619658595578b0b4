/**
 * A screen's first data calls, made as soon as its document arrives instead of once its widget code
 * has arrived too and it is drawn (decision 0115): on a slow network the calls' round trip overlaps
 * the code's. Only calls the screen is sure to make on entering are started: a non-lazy source whose
 * request reads nothing or only the URL (`route.*`). A source that reads state, forms, the session
 * or other sources is called when the screen enters, as before.
 *
 * The screen's data sources take each answer once, for the same request, and only while it is
 * fresh; otherwise they call again. A visit left before it is drawn leaves its answers unread: data
 * sources only read.
 */
import type { ScreenDocument } from '../document/types.ts';
import { jsonEqual } from '../expressions/equality.ts';
import type { RouteValues } from '../screen/route-values.ts';
import type { ApiResult, CallRequest, RendererServices } from '../services-api.ts';
import { readsOf, requestOf } from './source-request.ts';

/** An answer older than this is not taken: the screen calls again (as it does back after a minute away). */
export const HEAD_START_KEPT_MS = 60_000;

export interface HeadStart {
  /** The answer to `request`, asked for source `name` before the screen was drawn; once, or undefined. */
  take(name: string, request: CallRequest): Promise<ApiResult> | undefined;
}

interface Started {
  request: CallRequest;
  answer: Promise<ApiResult>;
  at: number;
}

const URL_ROOT = /^route(\.|$)/;

/** Nothing started: most screens have no source, or none that reads only the URL. */
const NOTHING_STARTED: HeadStart = { take: () => undefined };

/** The answer of one call; a call that throws (it should not) fails its answer, not the caller. */
function answerOf(services: RendererServices, request: CallRequest): Promise<ApiResult> {
  let answer: Promise<ApiResult>;
  try {
    answer = services.call(request);
  } catch (error) {
    answer = Promise.reject(error);
  }
  // Not an unhandled rejection when no screen takes it; the screen that takes it reports it.
  answer.catch(() => undefined);
  return answer;
}

/** Starts the calls of `document`'s sources that need only `route`, and keeps their answers. */
export function startDataCalls(
  document: ScreenDocument,
  services: RendererServices,
  route: RouteValues,
): HeadStart {
  const sources = document.data;
  if (!sources) return NOTHING_STARTED;
  const started = new Map<string, Started>();
  for (const name of Object.keys(sources)) {
    const def = sources[name]!;
    if (def.lazy || !readsOf(def).every((path) => URL_ROOT.test(path))) continue;
    // A defect in the request's expressions is reported by the screen, which works it out again.
    const request = requestOf(def, () => ({ route }), () => undefined);
    if (request === null) continue;
    started.set(name, { request, answer: answerOf(services, request), at: Date.now() });
  }
  if (started.size === 0) return NOTHING_STARTED;
  return {
    take: (name, request) => {
      const entry = started.get(name);
      if (!entry) return undefined;
      started.delete(name);
      const fresh = Date.now() - entry.at <= HEAD_START_KEPT_MS;
      return fresh && jsonEqual(entry.request, request) ? entry.answer : undefined;
    },
  };
}
