/** What the API client needs to know about an endpoint to call it (from schemas/api/endpoints/). */
export interface EndpointRoute {
  method: 'GET' | 'POST';
  /** Below /api1, path parameters as `{name}`. */
  path: string;
  /** `none`: a login-type call that never carries the token. */
  auth: 'none' | 'required' | 'optional';
  /** `multipart/form-data`: the body is sent as form parts (files with their names); absent: JSON. */
  contentType?: 'multipart/form-data';
  /** The headers a screen's call may add (the contract's `headers`); absent: none. */
  headers?: readonly string[];
}

export type EndpointLookup = (id: string) => EndpointRoute | undefined;

/** A lookup whose table may still be loading (the app loads it with the first call). */
export type AsyncEndpointLookup = (
  id: string,
) => EndpointRoute | undefined | Promise<EndpointRoute | undefined>;

/** Substitutes `{name}` segments with encoded values; undefined when a parameter is missing. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string | undefined {
  let missing = false;
  const filled = path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : filled;
}
