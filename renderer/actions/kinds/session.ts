/** `signIn` and `signOut`: the session the app shell stores. */
import type { SignInAction, SignOutAction } from '../../document/types.ts';
import { textOf, valueOf } from '../action-values.ts';
import type { Handler } from '../handler.ts';

export const signIn: Handler<SignInAction> = (action, ctx) => {
  const token = textOf(ctx, action.token);
  if (token === '') {
    ctx.report('action.invalid', { action: 'signIn', message: 'the token evaluated to nothing' });
    return 'stop';
  }
  const phone = action.phone === undefined ? '' : textOf(ctx, action.phone);
  ctx.services.session.signIn({
    token,
    ...(phone ? { phone } : {}),
    ...(action.isApp !== undefined ? { isApp: Boolean(valueOf(ctx, action.isApp)) } : {}),
  });
  return 'continue';
};

export const signOut: Handler<SignOutAction> = (_action, ctx) => {
  ctx.services.session.signOut();
  return 'continue';
};
