/**
 * Sends a request to a contract endpoint by its id: the method and path come from
 * schemas/api/endpoints/<id>.json (path parameters filled in), so the access tables follow the
 * contract instead of repeating it. JSON bodies, multipart forms (uploads) and query strings.
 */
import type { FastifyInstance } from 'fastify';
import { loadContract, type EndpointContract } from '../../../server/contract/load-contract.ts';
import type { Envelope } from '../helpers/api.ts';

export const contract = loadContract();

export function endpointOf(id: string): EndpointContract {
  const endpoint = contract.get(id);
  if (!endpoint) throw new Error(`No contract endpoint ${id}`);
  return endpoint;
}

/** A file part of a multipart form. */
export interface FormFile {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/** What one call sends; the endpoint gives the method and the path. */
export interface RequestSpec {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart form (the upload endpoints). */
  form?: Record<string, string | FormFile>;
}

export interface Answer {
  status: number;
  body: Envelope;
  /** The answer as sent, to look for values that must not be in it. */
  text: string;
}

/** The /api1 URL of an endpoint with its path parameters and query filled in. */
export function urlOf(endpoint: EndpointContract, spec: RequestSpec): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = spec.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.id}: no value for path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(spec.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return `/api1${path}${query ? `?${query}` : ''}`;
}

function formOf(parts: Record<string, string | FormFile>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  return form;
}

/** Calls endpoint `id` with `spec`, with the `token` header when one is given. */
export async function call(
  app: FastifyInstance,
  id: string,
  spec: RequestSpec,
  token?: string,
): Promise<Answer> {
  const endpoint = endpointOf(id);
  const headers: Record<string, string> = token === undefined ? {} : { token };
  let payload: string | FormData | undefined;
  if (spec.form) payload = formOf(spec.form);
  else if (spec.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(spec.body);
  }
  const response = await app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, spec),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Envelope, text: response.body };
}
