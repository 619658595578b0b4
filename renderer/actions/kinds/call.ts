/**
 * `call`: one endpoint through the API client, with the loader (unless `loader: false`), then
 * `onSuccess` with `result` in scope or `onError` with `error` in scope. Without `onError` a failure
 * shows the server's message and stops the list. Inside a form's `submit`, a refusal that names
 * the form's fields marks them first.
 */
import type { CallAction } from '../../document/types.ts';
import { rendererWords } from '../../feedback/messages.ts';
import { fieldRefusalsOf } from '../../forms/field-refusals.ts';
import { NO_ANSWER_CODE, type ApiResult, type CallRequest } from '../../services-api.ts';
import { withLayer } from '../action-context.ts';
import { mapOf, valueOf } from '../action-values.ts';
import type { Handler } from '../handler.ts';

function requestOf(action: CallAction, ctx: Parameters<Handler<CallAction>>[1]): CallRequest {
  const request: CallRequest = { endpoint: action.endpoint };
  const query = mapOf(ctx, action.query);
  const params = mapOf(ctx, action.params);
  const headers = mapOf(ctx, action.headers);
  // The body may be a whole expression (`{"$bind": "form.login"}`), not only an object of them.
  const body = action.body === undefined ? undefined : valueOf(ctx, action.body);
  if (query) request.query = query;
  if (params) request.params = params;
  if (headers) request.headers = headers;
  if (body !== undefined) request.body = body;
  return request;
}

export const call: Handler<CallAction> = async (action, ctx, run) => {
  const request = requestOf(action, ctx);
  const done = action.loader === false ? () => undefined : ctx.beginBusy();
  let result: ApiResult;
  try {
    result = await ctx.services.call(request);
  } catch (error) {
    ctx.report('call.threw', { endpoint: action.endpoint, message: String(error) });
    result = { ok: false, error: { code: NO_ANSWER_CODE, msg: rendererWords().clientFailure } };
  } finally {
    done();
  }
  if (!ctx.alive()) return 'stop';
  if (result.ok) return run(action.onSuccess, withLayer(ctx, { result: result.data }));
  // Sending a form: the fields the refusal names are marked (and the first focused) before any
  // toast, which then stands clear of the focused one.
  ctx.onCallFailed?.(fieldRefusalsOf(result.error.data));
  if (action.onError !== undefined) return run(action.onError, withLayer(ctx, { error: result.error }));
  ctx.toast(result.error.msg);
  return 'stop';
};
