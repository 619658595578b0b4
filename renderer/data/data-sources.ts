/**
 * A screen's data sources (`data.<name>`): every non-lazy source loads in parallel on enter, each
 * through `services.call` with the global loader; `refresh` reloads one. A failure shows the server's
 * message as a toast and leaves the value as it was (undefined on enter). When two loads of one source
 * overlap, only the latest answer is kept.
 */
import type { DataSourceDef } from '../document/types.ts';
import { evaluate } from '../expressions/evaluate.ts';
import type { Scope } from '../expressions/scope.ts';
import { CLIENT_FAILURE_MESSAGE } from '../feedback/messages.ts';
import type { ApiResult, CallRequest, RendererServices } from '../services-api.ts';

export interface DataSourcesDeps {
  sources: Readonly<Record<string, DataSourceDef>> | undefined;
  services: RendererServices;
  /** The scope a source's query and params are evaluated in, at the time of the load. */
  scope(): Scope;
  setData(name: string, value: unknown): void;
  beginBusy(): () => void;
  toast(text: string): void;
  report(kind: string, detail: Record<string, unknown>): void;
}

export interface DataSources {
  /** Loads every non-lazy source in parallel; resolves when all have settled. */
  loadInitial(): Promise<void>;
  /** Reloads one source; false when it failed or is unknown. */
  refresh(name: string, options?: { loader?: boolean }): Promise<boolean>;
}

export function createDataSources(deps: DataSourcesDeps): DataSources {
  const sources = deps.sources ?? {};
  const latest = new Map<string, number>();

  const requestOf = (name: string, def: DataSourceDef): CallRequest => {
    const report = (problem: object) => deps.report('expression.invalid', { source: name, ...problem });
    const request: CallRequest = { endpoint: def.endpoint };
    if (def.query) request.query = evaluate(def.query, deps.scope(), report) as Record<string, unknown>;
    if (def.params) request.params = evaluate(def.params, deps.scope(), report) as Record<string, unknown>;
    return request;
  };

  const load = async (name: string, loader: boolean): Promise<boolean> => {
    const def = Object.hasOwn(sources, name) ? sources[name] : undefined;
    if (!def) {
      deps.report('source.unknown', { source: name });
      return false;
    }
    const ticket = (latest.get(name) ?? 0) + 1;
    latest.set(name, ticket);
    const done = loader ? deps.beginBusy() : () => undefined;
    let result: ApiResult;
    try {
      result = await deps.services.call(requestOf(name, def));
    } catch (error) {
      deps.report('call.threw', { source: name, message: String(error) });
      result = { ok: false, error: { code: -1, msg: CLIENT_FAILURE_MESSAGE } };
    } finally {
      done();
    }
    if (latest.get(name) !== ticket) return result.ok;
    if (result.ok) deps.setData(name, result.data);
    else deps.toast(result.error.msg);
    return result.ok;
  };

  return {
    loadInitial: async () => {
      const eager = Object.keys(sources).filter((name) => !sources[name]?.lazy);
      await Promise.all(eager.map((name) => load(name, true)));
    },
    refresh: (name, options) => load(name, options?.loader ?? true),
  };
}
