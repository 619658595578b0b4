/** `navigate`, `back` and `redirect`: moving inside the app or leaving it. */
import type { BackAction, NavigateAction, RedirectAction } from '../../document/types.ts';
import { mapOf, textOf } from '../action-values.ts';
import type { Handler } from '../handler.ts';
import { absoluteUrl, appendQuery, buildQueryString, withCallback } from '../url.ts';

export const navigate: Handler<NavigateAction> = (action, ctx) => {
  const to = textOf(ctx, action.to);
  if (to === '') {
    ctx.report('action.invalid', { action: 'navigate', message: 'the target evaluated to nothing' });
    return 'stop';
  }
  const target = appendQuery(to, buildQueryString(mapOf(ctx, action.query)));
  ctx.services.navigate(target, action.replace ? { replace: true } : undefined);
  return 'continue';
};

export const back: Handler<BackAction> = (_action, ctx) => {
  ctx.services.back();
  return 'continue';
};

export const redirect: Handler<RedirectAction> = (action, ctx) => {
  const url = textOf(ctx, action.url);
  if (url === '') {
    ctx.report('action.invalid', { action: 'redirect', message: 'the URL evaluated to nothing' });
    return 'stop';
  }
  const callbackUrl =
    action.callbackUrl === undefined ? '' : absoluteUrl(textOf(ctx, action.callbackUrl), ctx.origin);
  ctx.services.redirect(action.callbackParam ? withCallback(url, action.callbackParam, callbackUrl) : url);
  return 'continue';
};
