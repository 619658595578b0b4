/** `bridge`, `copy` and `track`: the native app, the clipboard and telemetry. */
import type { BridgeAction, CopyAction, TrackAction } from '../../document/types.ts';
import { textOf } from '../action-values.ts';
import type { Outcome } from '../action-context.ts';
import type { Handler } from '../handler.ts';
import { absoluteUrl } from '../url.ts';

export const bridge: Handler<BridgeAction> = (action, ctx) => {
  ctx.services.bridge(action.message);
  return 'continue';
};

/**
 * A path of the app (`/download`) is copied as the whole address, so it can be pasted into another
 * browser; any other text is copied as it is.
 */
function copyable(text: string, origin: string): string {
  return /^\/(?!\/)/.test(text) ? absoluteUrl(text, origin) : text;
}

export const copy: Handler<CopyAction> = async (action, ctx): Promise<Outcome> => {
  const copied = await ctx.services.copy(copyable(textOf(ctx, action.text), ctx.origin));
  if (copied && action.toast !== undefined) ctx.toast(textOf(ctx, action.toast));
  return 'continue';
};

/** Telemetry never blocks nor breaks a flow. */
export const track: Handler<TrackAction> = (action, ctx) => {
  const page = action.page === undefined ? ctx.page : textOf(ctx, action.page);
  const value = action.value === undefined ? undefined : textOf(ctx, action.value);
  try {
    ctx.services.track({ behavior: action.behavior, page, ...(value !== undefined ? { value } : {}) });
  } catch (error) {
    ctx.report('track.threw', { message: String(error) });
  }
  return 'continue';
};
