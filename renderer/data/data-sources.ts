/**
 * A screen's data sources (`data.<name>`): every non-lazy source loads in parallel on enter, each
 * through `services.call` with the global loader; `refresh` reloads one. A failure shows the server's
 * message as a toast and leaves the value as it was (undefined on enter) when the value answers the
 * same request; a value that answered another one (the branch of the IFSC code typed before, the
 * fees of another amount) is taken away, as it would be read as this request's answer (decision
 * 0097). A source left without a value because its load got no answer is marked `unloaded`, so the
 * screen can offer to load it again. When two loads of one source overlap, only the latest answer
 * is kept.
 *
 * A source with `when` is loaded only while it holds; otherwise its value is undefined and nothing is
 * called. A non-lazy source whose `query`, `params` or `when` read form values or state *follows*
 * them: `follow()` re-evaluates its request and reloads it, quietly (no global loader), when the
 * request changed.
 */
import type { DataSourceDef } from '../document/types.ts';
import { jsonEqual } from '../expressions/equality.ts';
import type { Scope } from '../expressions/scope.ts';
import { rendererWords } from '../feedback/messages.ts';
import { formReadsOf, type FormRead } from '../forms/form-reads.ts';
import { NO_ANSWER_CODE, type ApiResult, type CallRequest, type RendererServices } from '../services-api.ts';
import type { HeadStart } from './head-start.ts';
import { readsNothing, readsOf, requestOf, type Plan } from './source-request.ts';

export interface DataSourcesDeps {
  sources: Readonly<Record<string, DataSourceDef>> | undefined;
  services: RendererServices;
  /** The scope a source's query and params are evaluated in, at the time of the load. */
  scope(): Scope;
  setData(name: string, value: unknown): void;
  /** Marks `name` as without a value for want of an answer (`message`), or as loaded (undefined). */
  setUnloaded(name: string, message: string | undefined): void;
  beginBusy(): () => void;
  toast(text: string): void;
  report(kind: string, detail: Record<string, unknown>): void;
  /** Calls made for this visit before it was drawn (head-start.ts), taken instead of calling again. */
  headStart?: HeadStart;
}

/** What the following sources read: the form fields to watch, and whether state changes matter. */
export interface FollowedValues {
  forms: readonly FormRead[];
  state: boolean;
}

export interface DataSources {
  /**
   * Loads every non-lazy source in parallel, under one loader count; resolves when all have
   * settled. On enter, and again when the page is shown after a while away (decision 0104).
   */
  loadAll(): Promise<void>;
  /** Reloads one source; false when it failed or is unknown. */
  refresh(name: string, options?: { loader?: boolean }): Promise<boolean>;
  /** The values the following sources read (for the screen to watch). */
  followed(): FollowedValues;
  /** Reloads, without the loader, each following source whose request changed. */
  follow(): void;
}

const FOLLOWED_ROOT = /^(form|formStatus|state)(\.|$)/;
const STATE_ROOT = /^state(\.|$)/;

/** What a screen's sources are, worked out once per document rather than on every visit. */
interface SourcesPlan {
  eager: readonly string[];
  followers: readonly string[];
  followed: FollowedValues;
}

const plans = new WeakMap<Readonly<Record<string, DataSourceDef>>, SourcesPlan>();
const NO_SOURCES: Readonly<Record<string, DataSourceDef>> = {};

function sourcesPlan(sources: Readonly<Record<string, DataSourceDef>>): SourcesPlan {
  let plan = plans.get(sources);
  if (!plan) {
    const names = Object.keys(sources);
    const followers = names.filter((name) => {
      const def = sources[name]!;
      return !def.lazy && readsOf(def).some((path) => FOLLOWED_ROOT.test(path));
    });
    const defs = followers.map((name) => sources[name]!);
    plan = {
      eager: names.filter((name) => !sources[name]!.lazy),
      followers,
      followed: {
        forms: formReadsOf(defs.flatMap((def) => [def.query, def.params, def.when])),
        state: defs.some((def) => readsOf(def).some((path) => STATE_ROOT.test(path))),
      },
    };
    plans.set(sources, plan);
  }
  return plan;
}

export function createDataSources(deps: DataSourcesDeps): DataSources {
  const sources = deps.sources ?? NO_SOURCES;
  const { eager, followers, followed } = sourcesPlan(sources);
  const latest = new Map<string, number>();
  /** The plan of each source's latest load, to tell whether following values changed its request. */
  const planned = new Map<string, Plan>();
  /** Sources whose value was set, with the request it answered: switching one off clears it once. */
  const holding = new Map<string, CallRequest>();

  const planOf = (name: string, def: DataSourceDef): Plan =>
    // A source that reads nothing (most of them) needs no problem sink.
    readsNothing(def)
      ? { endpoint: def.endpoint }
      : requestOf(def, deps.scope, (problem) => deps.report('expression.invalid', { source: name, ...problem }));

  const load = async (name: string, loader: boolean, plan?: Plan): Promise<boolean> => {
    const def = Object.hasOwn(sources, name) ? sources[name] : undefined;
    if (!def) {
      deps.report('source.unknown', { source: name });
      return false;
    }
    const ticket = (latest.get(name) ?? 0) + 1;
    latest.set(name, ticket);
    const request = plan === undefined ? planOf(name, def) : plan;
    planned.set(name, request);
    if (request === null) {
      // Switched off: no call, no value; an answer still on its way is ignored (ticket above).
      if (holding.delete(name)) deps.setData(name, undefined);
      deps.setUnloaded(name, undefined);
      return true;
    }
    const done = loader ? deps.beginBusy() : () => undefined;
    let result: ApiResult;
    try {
      // The call the screen's head start made for this very request, if any, is not made twice.
      result = await (deps.headStart?.take(name, request) ?? deps.services.call(request));
    } catch (error) {
      deps.report('call.threw', { source: name, message: String(error) });
      result = { ok: false, error: { code: NO_ANSWER_CODE, msg: rendererWords().clientFailure } };
    } finally {
      done();
    }
    if (latest.get(name) !== ticket) return result.ok;
    if (result.ok) {
      holding.set(name, request);
      deps.setData(name, result.data);
      deps.setUnloaded(name, undefined);
    } else {
      deps.toast(result.error.msg);
      // The value kept is another request's answer (the request followed a typed value): gone.
      const kept = holding.get(name);
      if (kept && !jsonEqual(kept, request)) {
        holding.delete(name);
        deps.setData(name, undefined);
      }
      // A refusal is the server's last word; no answer at all may be the network, worth another try.
      if (result.error.code === NO_ANSWER_CODE && !holding.has(name)) deps.setUnloaded(name, result.error.msg);
    }
    return result.ok;
  };

  return {
    loadAll: async () => {
      if (eager.length === 0) return;
      // One loader count for the whole load: it shows while any of the sources is on its way.
      const done = deps.beginBusy();
      try {
        await Promise.all(eager.map((name) => load(name, false)));
      } finally {
        done();
      }
    },
    refresh: (name, options) => load(name, options?.loader ?? true),
    followed: () => followed,
    follow: () => {
      for (const name of followers) {
        const plan = planOf(name, sources[name]!);
        if (planned.has(name) && jsonEqual(planned.get(name), plan)) continue;
        void load(name, false, plan);
      }
    },
  };
}
