/**
 * `schemas/generated/endpoints.ts`: the plain table the API client turns an endpoint id into a
 * request with (method, path below /api1, whether a token is sent, `contentType` for an endpoint
 * whose body is sent as multipart form data, and `headers`, the only headers a screen's call to it
 * may add).
 */
import type { EndpointSource } from './api-types.ts';

/** The only body encoding besides JSON an endpoint file may declare (`"contentType"`). */
export const MULTIPART = 'multipart/form-data';

/** The endpoint's declared body encoding, when it is not JSON. */
export function contentTypeOf(document: EndpointSource['document']): typeof MULTIPART | undefined {
  return document.contentType === MULTIPART ? MULTIPART : undefined;
}

/** The header names an endpoint's contract takes (`"headers"`), in the file's order. */
function headerNamesOf(document: EndpointSource['document']): string[] {
  const headers = document.headers;
  const properties =
    typeof headers === 'object' && headers !== null && 'properties' in headers
      ? headers.properties
      : undefined;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

export function endpointTable(endpoints: readonly EndpointSource[]): string {
  const rows = [...endpoints]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, document }) => {
      const contentType = contentTypeOf(document);
      const headers = headerNamesOf(document);
      const row = {
        method: document.method,
        path: document.path,
        auth: document.auth,
        ...(contentType ? { contentType } : {}),
        ...(headers.length > 0 ? { headers } : {}),
      };
      return `  ${JSON.stringify(id)}: ${JSON.stringify(row)},`;
    });
  return [
    '/** Method, path (below /api1, {name} parameters), auth, body encoding and headers of every endpoint, by id. */',
    `export const endpoints = {\n${rows.join('\n')}\n} as const;`,
    '',
    'export type EndpointId = keyof typeof endpoints;',
    '',
  ].join('\n');
}
