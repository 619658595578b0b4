/** Endpoint id -> method, path and auth, from the table generated out of schemas/api/endpoints/*.json. */
import { endpoints } from '../../schemas/generated/endpoints.ts';
import type { EndpointLookup, EndpointRoute } from './endpoint-route.ts';

const table: Readonly<Record<string, EndpointRoute>> = endpoints;

export const lookupEndpoint: EndpointLookup = (id) => (Object.hasOwn(table, id) ? table[id] : undefined);

/** The telemetry endpoint (spec §7, POST /burying-point/v2/burying-point), found by path so its id may change. */
export const telemetryEndpointId: string | undefined = Object.entries(table).find(
  ([, route]) => route.path === '/burying-point/v2/burying-point',
)?.[0];
