/**
 * `schemas/generated/endpoints.ts`: the plain table the API client turns an endpoint id into a
 * request with (method, path below /api1, whether a token is sent, and `contentType` for an endpoint
 * whose body is sent as multipart form data).
 */
import type { EndpointSource } from './api-types.ts';

/** The only body encoding besides JSON an endpoint file may declare (`"contentType"`). */
export const MULTIPART = 'multipart/form-data';

/** The endpoint's declared body encoding, when it is not JSON. */
export function contentTypeOf(document: EndpointSource['document']): typeof MULTIPART | undefined {
  return document.contentType === MULTIPART ? MULTIPART : undefined;
}

export function endpointTable(endpoints: readonly EndpointSource[]): string {
  const rows = [...endpoints]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, document }) => {
      const contentType = contentTypeOf(document);
      const row = {
        method: document.method,
        path: document.path,
        auth: document.auth,
        ...(contentType ? { contentType } : {}),
      };
      return `  ${JSON.stringify(id)}: ${JSON.stringify(row)},`;
    });
  return [
    '/** Method, path (below /api1, {name} parameters), auth and body encoding of every endpoint, by id. */',
    `export const endpoints = {\n${rows.join('\n')}\n} as const;`,
    '',
    'export type EndpointId = keyof typeof endpoints;',
    '',
  ].join('\n');
}
