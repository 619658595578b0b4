/** Evaluating an action's fields against the scope of the moment, reporting defects. */
import { evaluate } from '../expressions/evaluate.ts';
import type { ActionContext } from './action-context.ts';

export function valueOf(ctx: ActionContext, expression: unknown): unknown {
  return evaluate(expression, ctx.scope(), (problem) => ctx.report('expression.invalid', { ...problem }));
}

/** An object of expressions (query, params, body) evaluated, or undefined when absent. */
export function mapOf(
  ctx: ActionContext,
  expressions: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | undefined {
  if (expressions === undefined) return undefined;
  return valueOf(ctx, expressions) as Record<string, unknown>;
}

/** Text for a toast, a URL, a page name: missing is empty. */
export function textOf(ctx: ActionContext, expression: unknown): string {
  const value = valueOf(ctx, expression);
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
