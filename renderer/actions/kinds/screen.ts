/** Actions on the screen itself: dialogs, state, countdowns, toasts, data sources. */
import type {
  CloseDialogAction,
  CountdownAction,
  OpenDialogAction,
  RefreshAction,
  SetStateAction,
  ToastAction,
} from '../../document/types.ts';
import { toNumber } from '../../expressions/to-number.ts';
import { textOf, valueOf } from '../action-values.ts';
import type { Outcome } from '../action-context.ts';
import type { Handler } from '../handler.ts';

export const openDialog: Handler<OpenDialogAction> = (action, ctx) => {
  ctx.openDialog(action.dialog);
  return 'continue';
};

export const closeDialog: Handler<CloseDialogAction> = (action, ctx) => {
  ctx.closeDialog(action.dialog);
  return 'continue';
};

export const setState: Handler<SetStateAction> = (action, ctx) => {
  ctx.setState(action.key, valueOf(ctx, action.value));
  return 'continue';
};

export const countdown: Handler<CountdownAction> = (action, ctx) => {
  const seconds = toNumber(valueOf(ctx, action.seconds));
  if (seconds === undefined || seconds < 0) {
    ctx.report('action.invalid', { action: 'countdown', message: 'seconds is not a number of seconds' });
    return 'continue';
  }
  ctx.startCountdown(action.key, Math.floor(seconds));
  return 'continue';
};

/** A toast whose text evaluates to nothing shows nothing. */
export const toast: Handler<ToastAction> = (action, ctx) => {
  const text = textOf(ctx, action.text);
  if (text !== '') ctx.toast(text);
  return 'continue';
};

/** A failed refresh has shown its message; the list goes on (only a failed `call` stops it). */
export const refresh: Handler<RefreshAction> = async (action, ctx): Promise<Outcome> => {
  await ctx.refresh(action.source);
  return 'continue';
};
