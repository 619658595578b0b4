/** The type of one action kind's implementation (`kinds/*.ts`). */
import type { ActionDef, ActionKind, ActionSlot } from '../document/types.ts';
import type { ActionContext, Outcome } from './action-context.ts';

/** Runs a nested slot (onSuccess, then, steps...) with the given context. */
export type RunSlot = (slot: ActionSlot | undefined, ctx: ActionContext) => Promise<Outcome>;

export type Handler<A extends ActionDef> = (
  action: A,
  ctx: ActionContext,
  run: RunSlot,
) => Outcome | Promise<Outcome>;

export type HandlerTable = { [K in ActionKind]: Handler<Extract<ActionDef, { action: K }>> };
