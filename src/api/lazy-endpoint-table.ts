/**
 * The endpoint table (endpoint-table.ts), loaded with the first call instead of with the first
 * screen: the sign-in page draws without it. A failed load (offline) is tried again by the next call.
 */
import type { AsyncEndpointLookup, EndpointLookup } from './endpoint-route.ts';

export interface LazyEndpointTable {
  lookup: AsyncEndpointLookup;
  /** Starts loading now, for a visit that will call at once (a signed-in borrower). */
  warmUp(): void;
}

export function lazyEndpointTable(
  load: () => Promise<{ lookupEndpoint: EndpointLookup }> = () => import('./endpoint-table.ts'),
): LazyEndpointTable {
  let table: Promise<EndpointLookup> | undefined;
  const loaded = () =>
    (table ??= load().then(
      (module) => module.lookupEndpoint,
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    ));
  return {
    lookup: async (id) => (await loaded())(id),
    warmUp: () => void loaded().catch(() => undefined),
  };
}
