/**
 * Runs an action slot: one action or a list, in order. A step that answers `stop` (a failed call
 * without onError, an invalid form, the screen left) ends the list and the lists around it. Never
 * throws: a crashing step is reported and stops its list.
 */
import type { ActionDef, ActionSlot } from '../document/types.ts';
import type { ActionContext, Outcome } from './action-context.ts';
import type { Handler } from './handler.ts';
import { HANDLERS } from './handlers.ts';

function handlerFor(action: ActionDef): Handler<ActionDef> | undefined {
  const kind = (action as { action?: unknown }).action;
  if (typeof kind !== 'string' || !Object.hasOwn(HANDLERS, kind)) return undefined;
  return HANDLERS[kind as ActionDef['action']] as Handler<ActionDef>;
}

export async function runActions(slot: ActionSlot | undefined, ctx: ActionContext): Promise<Outcome> {
  if (slot === undefined) return 'continue';
  const list = Array.isArray(slot) ? slot : [slot];
  for (const action of list) {
    if (!ctx.alive()) return 'stop';
    const handler = handlerFor(action);
    if (!handler) {
      ctx.report('action.unknown', { action: (action as { action?: unknown }).action });
      return 'stop';
    }
    let outcome: Outcome;
    try {
      outcome = await handler(action, ctx, runActions);
    } catch (error) {
      ctx.report('action.threw', { action: action.action, message: String(error) });
      outcome = 'stop';
    }
    if (outcome === 'stop') return 'stop';
  }
  return 'continue';
}
