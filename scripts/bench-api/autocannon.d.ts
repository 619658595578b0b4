// The part of autocannon's programmatic API the API benchmark uses (the package ships no types and
// @types/autocannon is not a dependency). Remove this file if @types/autocannon is ever added.
declare module 'autocannon' {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Request extends RequestParams {
    /** Called before every request; returns what to send (or undefined to skip). */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | undefined;
    /** Called with every answer (autocannon collects each body as text anyway). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    title?: string;
    requests?: Request[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    sent: number;
  }

  export interface Result {
    title?: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
