/**
 * `poll`: refreshes a source every `everyMs`, at most `times` times, until `until` is truthy. It runs
 * without the global loader (the borrower is waiting on the screen, not on a tap) and stops early when
 * a refresh fails or the screen is left.
 */
import type { PollAction } from '../../document/types.ts';
import { valueOf } from '../action-values.ts';
import type { Handler } from '../handler.ts';

export const poll: Handler<PollAction> = async (action, ctx) => {
  const done = () => action.until !== undefined && Boolean(valueOf(ctx, action.until));
  for (let attempt = 0; attempt < action.times && !done(); attempt++) {
    await ctx.delay(action.everyMs);
    if (!ctx.alive()) return 'stop';
    if (!(await ctx.refresh(action.source, { loader: false }))) break;
  }
  return 'continue';
};
