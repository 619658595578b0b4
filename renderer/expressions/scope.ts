/**
 * What expressions read from: an object whose roots are `data`, `route`, `state`, `form`,
 * `formStatus`, `item`, `index`, `result`, `error`, `session` and `platform` (docs/screen-format.md,
 * "Scopes").
 */
export type Scope = Readonly<Record<string, unknown>>;

/** The closed set of roots a path may start at (docs/decisions/0002); the checker rejects others. */
export const SCOPE_ROOTS = [
  'data',
  'route',
  'state',
  'form',
  'formStatus',
  'item',
  'index',
  'result',
  'error',
  'session',
  'platform',
] as const;

export type ScopeRoot = (typeof SCOPE_ROOTS)[number];

/** A defect in a screen's expression: reported, never thrown, so the screen keeps drawing. */
export interface ExpressionProblem {
  message: string;
  expression: unknown;
}

export type ProblemSink = (problem: ExpressionProblem) => void;
