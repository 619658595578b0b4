/**
 * Endpoint id -> method, path and auth, from the table generated out of schemas/api/endpoints/*.json.
 * Imported only dynamically (create-app.ts): the table is needed with the first call, not to draw
 * the first screen, so it stays out of the first visit's JavaScript.
 */
import { endpoints } from '../../schemas/generated/endpoints.ts';
import type { EndpointLookup, EndpointRoute } from './endpoint-route.ts';

const table: Readonly<Record<string, EndpointRoute>> = endpoints;

export const lookupEndpoint: EndpointLookup = (id) => (Object.hasOwn(table, id) ? table[id] : undefined);
