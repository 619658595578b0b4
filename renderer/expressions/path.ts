/**
 * Dot-separated paths (`data.product.detail.0.content`): numeric steps index arrays. Only own
 * properties are read, so a path can never reach `constructor` or `__proto__` of a value.
 */

const STEP = /^[A-Za-z0-9_-]+$/;

/** One or more steps of letters, digits, `_` and `-`, separated by dots. */
export function isValidPath(path: string): boolean {
  return path.split('.').every((step) => STEP.test(step));
}

/** The value at `path`, or undefined when any step is missing. */
export function readPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(step)) return undefined;
      current = current[Number(step)];
    } else {
      if (!Object.hasOwn(current, step)) return undefined;
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}
