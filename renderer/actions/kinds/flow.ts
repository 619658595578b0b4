/** `delay`, `sequence` and `if`: control flow. */
import type { DelayAction, IfAction, SequenceAction } from '../../document/types.ts';
import { valueOf } from '../action-values.ts';
import type { Handler } from '../handler.ts';

export const delay: Handler<DelayAction> = async (action, ctx) => {
  await ctx.delay(action.ms);
  return ctx.alive() ? 'continue' : 'stop';
};

export const sequence: Handler<SequenceAction> = (action, ctx, run) => run(action.steps, ctx);

export const branch: Handler<IfAction> = (action, ctx, run) =>
  run(valueOf(ctx, action.condition) ? action.then : action.else, ctx);
