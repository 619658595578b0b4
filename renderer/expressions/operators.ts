/**
 * The operator table of expressions (`{"$op": operand}`); `shape.ts` picks the operator. Each operator checks the shape of its
 * operand first (a wrong shape is a screen defect: reported, value undefined) and evaluates its
 * sub-expressions itself, so `$if`, `$and` and `$or` only evaluate what they need.
 */
import { jsonEqual } from './equality.ts';
import { FUNCTIONS } from './functions.ts';
import { isValidPath, readPath } from './path.ts';
import type { Scope } from './scope.ts';

export interface OperatorTools {
  evaluate: (expression: unknown) => unknown;
  scope: Scope;
  /** The expression object's other keys (only `$fn` has one: `args`). */
  extra: Readonly<Record<string, unknown>>;
}

interface OperatorDef {
  /** A message when the operand's shape is wrong, else undefined. */
  check: (operand: unknown, extra: Readonly<Record<string, unknown>>) => string | undefined;
  run: (operand: unknown, tools: OperatorTools) => unknown;
}

const pairProblem = (operand: unknown) =>
  Array.isArray(operand) && operand.length === 2 ? undefined : 'expects an array of 2 operands';

function compare(test: (a: number | string, b: number | string) => boolean): OperatorDef {
  return {
    check: pairProblem,
    run: (operand, { evaluate }) => {
      const [a, b] = (operand as unknown[]).map(evaluate);
      const comparable =
        (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
      return comparable ? test(a, b) : false;
    },
  };
}

const listProblem = (operand: unknown) =>
  Array.isArray(operand) && operand.length >= 1 ? undefined : 'expects an array of at least 1 operand';

function functionProblem(name: unknown, extra: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof name !== 'string' || !Object.hasOwn(FUNCTIONS, name))
    return `unknown function ${JSON.stringify(name)}`;
  const def = FUNCTIONS[name];
  const args = extra['args'] ?? [];
  if (!Array.isArray(args)) return `${name}: args must be an array`;
  if (def && (args.length < def.minArgs || args.length > def.maxArgs)) {
    const most = def.maxArgs === Number.POSITIVE_INFINITY ? 'or more' : `to ${def.maxArgs}`;
    return `${name} takes ${def.minArgs} ${most} arguments, got ${args.length}`;
  }
  return undefined;
}

export const OPERATORS: Readonly<Record<string, OperatorDef>> = {
  $bind: {
    check: (path) =>
      typeof path === 'string' && isValidPath(path) ? undefined : 'expects a dotted path string',
    run: (path, { scope }) => readPath(scope, path as string),
  },
  $eq: {
    check: pairProblem,
    run: (o, { evaluate }) => jsonEqual(evaluate((o as unknown[])[0]), evaluate((o as unknown[])[1])),
  },
  $ne: {
    check: pairProblem,
    run: (o, { evaluate }) => !jsonEqual(evaluate((o as unknown[])[0]), evaluate((o as unknown[])[1])),
  },
  $gt: compare((a, b) => a > b),
  $gte: compare((a, b) => a >= b),
  $lt: compare((a, b) => a < b),
  $lte: compare((a, b) => a <= b),
  $and: {
    check: listProblem,
    run: (o, { evaluate }) => (o as unknown[]).every((item) => Boolean(evaluate(item))),
  },
  $or: {
    check: listProblem,
    run: (o, { evaluate }) => (o as unknown[]).some((item) => Boolean(evaluate(item))),
  },
  $not: {
    check: (operand) => (Array.isArray(operand) ? 'expects one operand, not an array' : undefined),
    run: (operand, { evaluate }) => !evaluate(operand),
  },
  $in: {
    check: pairProblem,
    run: (o, { evaluate }) => {
      const [needle, haystack] = (o as unknown[]).map(evaluate);
      return Array.isArray(haystack) && haystack.some((item) => jsonEqual(item, needle));
    },
  },
  $if: {
    check: (o) => (Array.isArray(o) && o.length === 3 ? undefined : 'expects [condition, then, else]'),
    run: (o, { evaluate }) => {
      const [condition, then, otherwise] = o as unknown[];
      return evaluate(condition) ? evaluate(then) : evaluate(otherwise);
    },
  },
  $fn: {
    check: functionProblem,
    run: (name, { evaluate, extra }) => {
      const args = ((extra['args'] ?? []) as unknown[]).map(evaluate);
      return FUNCTIONS[name as string]?.run(args);
    },
  },
};

/** Keys besides the operator that an expression object may carry. */
export const EXTRA_KEYS: Readonly<Record<string, readonly string[]>> = { $fn: ['args'] };
