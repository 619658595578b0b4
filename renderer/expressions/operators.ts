/**
 * The operator table of expressions (`{"$op": operand}`); `shape.ts` picks the operator. Each operator
 * checks the shape of its operand first (a wrong shape is a screen defect: reported, value undefined),
 * then compiles it once into an `Evaluator` that runs its sub-expressions itself, so `$if`, `$and` and
 * `$or` only evaluate what they need.
 */
import { jsonEqual } from './equality.ts';
import { FUNCTIONS } from './functions.ts';
import { isValidPath, readSteps } from './path.ts';
import type { ProblemSink, Scope } from './scope.ts';

/** An expression made ready to run: evaluates it in a scope, reporting defects to `report`. */
export type Evaluator = (scope: Scope, report: ProblemSink) => unknown;

export interface CompileTools {
  /** Makes a sub-expression ready to run (`$if`, `$and` and `$or` then run only what they need). */
  compile: (expression: unknown) => Evaluator;
  /** The expression object's other keys (only `$fn` has one: `args`). */
  extra: Readonly<Record<string, unknown>>;
}

interface OperatorDef {
  /** A message when the operand's shape is wrong, else undefined. */
  check: (operand: unknown, extra: Readonly<Record<string, unknown>>) => string | undefined;
  /** Called once per expression object, only after `check` passed. */
  compile: (operand: unknown, tools: CompileTools) => Evaluator;
}

const pairProblem = (operand: unknown) =>
  Array.isArray(operand) && operand.length === 2 ? undefined : 'expects an array of 2 operands';

/**
 * Runs each evaluator in order. A loop, not `map` with an arrow: an arrow made on every evaluation is
 * a new function each time, whose optimised code V8 drops at the next collection and compiles again.
 */
export function runEach(items: readonly Evaluator[], scope: Scope, report: ProblemSink): unknown[] {
  const values = new Array<unknown>(items.length);
  for (let index = 0; index < items.length; index++) values[index] = items[index]!(scope, report);
  return values;
}

/** The two operands of a checked pair, made ready to run. */
function pair(operand: unknown, compile: CompileTools['compile']): [Evaluator, Evaluator] {
  const [a, b] = operand as [unknown, unknown];
  return [compile(a), compile(b)];
}

function compare(test: (a: number | string, b: number | string) => boolean): OperatorDef {
  return {
    check: pairProblem,
    compile: (operand, { compile }) => {
      const [left, right] = pair(operand, compile);
      return (scope, report) => {
        const a = left(scope, report);
        const b = right(scope, report);
        const comparable =
          (typeof a === 'number' && typeof b === 'number') ||
          (typeof a === 'string' && typeof b === 'string');
        return comparable ? test(a, b) : false;
      };
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
    compile: (path) => {
      const steps = (path as string).split('.');
      return (scope) => readSteps(scope, steps);
    },
  },
  $eq: {
    check: pairProblem,
    compile: (operand, { compile }) => {
      const [a, b] = pair(operand, compile);
      return (scope, report) => jsonEqual(a(scope, report), b(scope, report));
    },
  },
  $ne: {
    check: pairProblem,
    compile: (operand, { compile }) => {
      const [a, b] = pair(operand, compile);
      return (scope, report) => !jsonEqual(a(scope, report), b(scope, report));
    },
  },
  $gt: compare((a, b) => a > b),
  $gte: compare((a, b) => a >= b),
  $lt: compare((a, b) => a < b),
  $lte: compare((a, b) => a <= b),
  $and: {
    check: listProblem,
    compile: (operand, { compile }) => {
      const items = (operand as unknown[]).map(compile);
      return (scope, report) => {
        for (let index = 0; index < items.length; index++) if (!items[index]!(scope, report)) return false;
        return true;
      };
    },
  },
  $or: {
    check: listProblem,
    compile: (operand, { compile }) => {
      const items = (operand as unknown[]).map(compile);
      return (scope, report) => {
        for (let index = 0; index < items.length; index++) if (items[index]!(scope, report)) return true;
        return false;
      };
    },
  },
  $not: {
    check: (operand) => (Array.isArray(operand) ? 'expects one operand, not an array' : undefined),
    compile: (operand, { compile }) => {
      const inner = compile(operand);
      return (scope, report) => !inner(scope, report);
    },
  },
  $in: {
    check: pairProblem,
    compile: (operand, { compile }) => {
      const [needleOf, haystackOf] = pair(operand, compile);
      return (scope, report) => {
        const needle = needleOf(scope, report);
        const haystack = haystackOf(scope, report);
        return Array.isArray(haystack) && haystack.some((item) => jsonEqual(item, needle));
      };
    },
  },
  $if: {
    check: (o) => (Array.isArray(o) && o.length === 3 ? undefined : 'expects [condition, then, else]'),
    compile: (operand, { compile }) => {
      const [condition, then, otherwise] = (operand as unknown[]).map(compile) as [
        Evaluator,
        Evaluator,
        Evaluator,
      ];
      return (scope, report) => (condition(scope, report) ? then(scope, report) : otherwise(scope, report));
    },
  },
  $fn: {
    check: functionProblem,
    compile: (name, { compile, extra }) => {
      const fn = FUNCTIONS[name as string]!;
      const args = ((extra['args'] ?? []) as unknown[]).map(compile);
      return (scope, report) => fn.run(runEach(args, scope, report));
    },
  },
};

/** Keys besides the operator that an expression object may carry. */
export const EXTRA_KEYS: Readonly<Record<string, readonly string[]>> = { $fn: ['args'] };
