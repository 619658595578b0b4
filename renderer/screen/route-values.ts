/** The URL as a screen reads it: `route.params.<name>` and `route.query.<name>`. */
export interface RouteValues {
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
}

export const NO_ROUTE: RouteValues = { params: {}, query: {} };

/** `?pid=7&bank_id=3` as `route.query` (the first value of a repeated key wins). */
export function queryValues(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!Object.hasOwn(out, key)) out[key] = value;
  });
  return out;
}
