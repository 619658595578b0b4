/**
 * `fire` and `has` for a node's widget, wired to its `on<Event>` actions. While the actions of an
 * event run, firing the same event again is ignored (a double tap makes one request); `onChange` is
 * exempt, as each change carries a new value whose actions must run.
 */
import { useRef } from 'react';
import { createTapGuard, type TapGuard } from '../actions/tap-guard.ts';
import type { EventName, WidgetNode } from '../document/types.ts';
import type { Scope } from '../expressions/scope.ts';
import type { ScreenRuntime } from './screen-runtime.ts';

const UNGUARDED_EVENTS: ReadonlySet<string> = new Set(['onChange']);

function declares(node: WidgetNode, event: EventName): boolean {
  const slot = node[event];
  return slot !== undefined && (!Array.isArray(slot) || slot.length > 0);
}

export interface NodeEvents {
  fire(event: EventName): Promise<void>;
  has(event: EventName): boolean;
  /** The `<form>` element's id of the screen form the node's `onPress` submits (decision 0066). */
  submits: string | undefined;
}

/** `has` of each node, made once: it depends on the node alone, which never changes. */
const hasOf = new WeakMap<WidgetNode, NodeEvents['has']>();

/**
 * The form a press submits: the one its first action is `submit` of. A button whose press does
 * something else first (a dialog, a navigation) is not the form's, whatever it does later.
 */
function submittedForm(node: WidgetNode): string | undefined {
  const slot = node.onPress;
  const first = Array.isArray(slot) ? slot[0] : slot;
  return first?.action === 'submit' ? first.form : undefined;
}

/**
 * One hook (the guard's slot) rather than memoised callbacks: `fire` is a new function on each
 * render, as the props handed to the widget are anyway, and costs less than memoising it. The guard
 * itself is made on the first fire: most drawn nodes are never tapped.
 */
export function useNodeEvents(runtime: ScreenRuntime, node: WidgetNode, locals: Scope): NodeEvents {
  const guardSlot = useRef<TapGuard | null>(null);
  let has = hasOf.get(node);
  if (!has) {
    has = (event: EventName) => declares(node, event);
    hasOf.set(node, has);
  }
  const fire = async (event: EventName) => {
    const slot = node[event];
    if (slot === undefined) return;
    if (UNGUARDED_EVENTS.has(event)) await runtime.run(slot, locals);
    else await (guardSlot.current ??= createTapGuard()).run(event, () => runtime.run(slot, locals));
  };
  const form = node.onPress === undefined ? undefined : submittedForm(node);
  return { fire, has, submits: form === undefined ? undefined : runtime.forms.elementId(form) };
}
