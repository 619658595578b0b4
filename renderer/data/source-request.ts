/**
 * What a data source reads and the request it makes from a scope: shared by the screen's data
 * sources and the head start that makes a screen's first calls before it is drawn (head-start.ts).
 */
import type { DataSourceDef } from '../document/types.ts';
import { collectPaths } from '../expressions/collect-paths.ts';
import { evaluate } from '../expressions/evaluate.ts';
import type { ExpressionProblem, Scope } from '../expressions/scope.ts';
import type { CallRequest } from '../services-api.ts';

/** The request a source would make now, or null while its `when` does not hold. */
export type Plan = CallRequest | null;

/** What each source definition reads, worked out once: a document never changes once loaded. */
const readsCache = new WeakMap<DataSourceDef, readonly string[]>();

/** The paths a source's `when`, `query` and `params` read (`route.params.id`, `form.card.ifsc`). */
export function readsOf(def: DataSourceDef): readonly string[] {
  let reads = readsCache.get(def);
  if (!reads) {
    reads = collectPaths([def.query, def.params, def.when], '').map(({ path }) => path);
    readsCache.set(def, reads);
  }
  return reads;
}

/** Whether a source's request reads nothing: it needs no scope to be made. */
export function readsNothing(def: DataSourceDef): boolean {
  return def.when === undefined && def.query === undefined && def.params === undefined;
}

/** The request `def` makes in `scope`; `report` is told of an expression that could not be read. */
export function requestOf(
  def: DataSourceDef,
  scope: () => Scope,
  report: (problem: ExpressionProblem) => void,
): Plan {
  // A source that reads nothing (most of them) needs no scope.
  if (readsNothing(def)) return { endpoint: def.endpoint };
  const values = scope();
  if (def.when !== undefined && !evaluate(def.when, values, report)) return null;
  const request: CallRequest = { endpoint: def.endpoint };
  if (def.query) request.query = evaluate(def.query, values, report) as Record<string, unknown>;
  if (def.params) request.params = evaluate(def.params, values, report) as Record<string, unknown>;
  return request;
}
