/**
 * `schemas/generated/endpoints.ts`: the plain table the API client turns an endpoint id into a
 * request with (method, path below /api1, whether a token is sent).
 */
import type { EndpointSource } from './api-types.ts';

export function endpointTable(endpoints: readonly EndpointSource[]): string {
  const rows = [...endpoints]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, document }) => {
      const row = { method: document.method, path: document.path, auth: document.auth };
      return `  ${JSON.stringify(id)}: ${JSON.stringify(row)},`;
    });
  return [
    '/** Method, path (below /api1, with {name} path parameters) and auth of every endpoint, by id. */',
    `export const endpoints = {\n${rows.join('\n')}\n} as const;`,
    '',
    'export type EndpointId = keyof typeof endpoints;',
    '',
  ].join('\n');
}
