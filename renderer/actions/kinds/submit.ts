/**
 * `submit`: validates the form; an invalid form shows its first message, marks the field and stops
 * the list; a valid one runs `onValid`, where `form.<id>.<field>` reads the submitted values.
 */
import type { SubmitAction } from '../../document/types.ts';
import type { Handler } from '../handler.ts';

export const submit: Handler<SubmitAction> = async (action, ctx, run) => {
  const outcome = await ctx.submit(action.form);
  if (!outcome.valid) {
    if (outcome.message) ctx.toast(outcome.message);
    return 'stop';
  }
  return run(action.onValid, ctx);
};
