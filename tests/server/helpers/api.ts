import type { FastifyInstance } from 'fastify';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Envelope<T>;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address (the sign-in limits count per address). */
  ip?: string;
}

function headersFor(options: CallOptions): Record<string, string> {
  return { ...(options.token ? { token: options.token } : {}), ...options.headers };
}

function parse<T>(response: {
  statusCode: number;
  headers: ApiAnswer['headers'];
  body: string;
}): ApiAnswer<T> {
  return {
    status: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body) as Envelope<T>,
  };
}

/** GET /api1{path} through inject(); the answer's body parsed as the envelope. */
export async function apiGet<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const response = await app.inject({
    method: 'GET',
    url: `/api1${url}`,
    headers: headersFor(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return parse<T>(response);
}

/** POST /api1{path} with a JSON body (or a raw string sent as is). */
export async function apiPost<T = unknown>(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api1${url}`,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headersFor(options),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return parse<T>(response);
}
