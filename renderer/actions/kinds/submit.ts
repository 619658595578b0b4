/**
 * `submit`: validates the form; an invalid form shows its first message, marks the field and stops
 * the list; a valid one runs `onValid`, where `form.<id>.<field>` reads the submitted values. When
 * a call of `onValid` fails (refused or no answer, even one its `onError` takes) and the screen
 * stays, the form keeps its draft; until `onValid` ends, the draft is kept if the page goes away.
 */
import type { SubmitAction } from '../../document/types.ts';
import type { FieldRefusal } from '../../forms/field-refusals.ts';
import type { Handler } from '../handler.ts';

export const submit: Handler<SubmitAction> = async (action, ctx, run) => {
  const outcome = await ctx.submit(action.form);
  if (!outcome.valid) {
    if (outcome.message) ctx.toast(outcome.message);
    return 'stop';
  }
  let callFailed = false;
  const onCallFailed = (refusals: readonly FieldRefusal[]) => {
    callFailed = true;
    ctx.markRefused(action.form, refusals);
  };
  const sent = await run(action.onValid, { ...ctx, onCallFailed });
  // Stopped on the screen, or a call failed there (refused or no answer, even where its onError
  // took it and went on): not through. Otherwise onValid went through or left the screen.
  ctx.submitted(action.form, (sent !== 'stop' && !callFailed) || !ctx.alive());
  return sent;
};
