/**
 * `submit`: validates the form; an invalid form shows its first message, marks the field and stops
 * the list; a valid one runs `onValid`, where `form.<id>.<field>` reads the submitted values. When
 * `onValid` stops on the screen (its call was refused or had no answer), the form keeps its draft;
 * until `onValid` ends, the draft is kept if the page goes away.
 */
import type { SubmitAction } from '../../document/types.ts';
import type { Handler } from '../handler.ts';

export const submit: Handler<SubmitAction> = async (action, ctx, run) => {
  const outcome = await ctx.submit(action.form);
  if (!outcome.valid) {
    if (outcome.message) ctx.toast(outcome.message);
    return 'stop';
  }
  // A call refused there marks the fields its answer names (call.ts).
  const sent = await run(action.onValid, { ...ctx, submitting: action.form });
  // Stopped on the screen: the call was refused or had no answer. Otherwise onValid went through
  // or left the screen (a success usually moves on).
  ctx.submitted(action.form, sent !== 'stop' || !ctx.alive());
  return sent;
};
