/**
 * Dot-separated paths (`data.product.detail.0.content`): numeric steps index arrays. Only own
 * properties are read, so a path can never reach `constructor` or `__proto__` of a value; a
 * `LiveValues` member answers for its own names only.
 */
import { LiveValues } from './live-values.ts';

const STEP = /^[A-Za-z0-9_-]+$/;

/** One or more steps of letters, digits, `_` and `-`, separated by dots. */
export function isValidPath(path: string): boolean {
  return path.split('.').every((step) => STEP.test(step));
}

const stepsCache = new Map<string, readonly string[]>();
const STEPS_CACHE_LIMIT = 2000;

/** A path's steps, split once per path: the same few paths are read on every render. */
function stepsOf(path: string): readonly string[] {
  let steps = stepsCache.get(path);
  if (!steps) {
    if (stepsCache.size >= STEPS_CACHE_LIMIT) stepsCache.clear();
    steps = path.split('.');
    stepsCache.set(path, steps);
  }
  return steps;
}

/** The value at `path`, or undefined when any step is missing. */
export function readPath(root: unknown, path: string): unknown {
  return readSteps(root, stepsOf(path));
}

/** The value at a path already split into its steps. */
export function readSteps(root: unknown, steps: readonly string[]): unknown {
  let current: unknown = root;
  // An index loop: a path is read on every render, and this allocates nothing.
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index]!;
    if (current === null || typeof current !== 'object') return undefined;
    if (current instanceof LiveValues) {
      current = current.read(step);
    } else if (Array.isArray(current)) {
      if (!/^\d+$/.test(step)) return undefined;
      current = current[Number(step)];
    } else {
      if (!Object.hasOwn(current, step)) return undefined;
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}
