/**
 * The public API a widget is written against. Widgets import only this module (and other
 * `renderer/*-api.ts` modules); the renderer never imports a concrete widget: `src/` hands it the
 * registry (`widgets/registry.ts`).
 */
import type { ComponentType, ReactNode } from 'react';

/** What the renderer gives a widget's component. */
export interface WidgetComponentProps<P> {
  /** The node's props with every expression already evaluated. */
  props: P;
  /** The node's children, already rendered (container widgets only). */
  children?: ReactNode;
  /** Runs the node's `on<Event>` actions (e.g. `fire('onPress')`); resolves when they finish. */
  fire: (event: `on${string}`) => Promise<void>;
  /** Whether the node declares actions for the event (e.g. to draw a button as a link or not). */
  has: (event: `on${string}`) => boolean;
  /**
   * When the node's `onPress` submits a screen form (its first action is `submit`): the `id` of that
   * form's `<form>` element. A button names it as its `form` and is then the form's submit button,
   * which Enter in the form's last field presses (decision 0066).
   */
  submits?: string | undefined;
}

export interface WidgetDefinition<P = Record<string, unknown>> {
  /** The node `type` in screen files, PascalCase. */
  type: string;
  /** The screen format version this widget first appeared in; a screen of an older format may not use it. */
  since: number;
  /** The `on<Event>` names the widget fires. */
  events?: readonly `on${string}`[];
  /** Whether the node may have `children`. */
  container?: boolean;
  component: ComponentType<WidgetComponentProps<P>>;
  /**
   * The component is a plain function of its input: no hooks, no context, no state, no effects (it
   * may draw components that have them). The renderer then calls it in place for a node without
   * actions or form reads, without a component, fiber or error boundary of its own per node
   * (renderer/screen/draw-in-place.tsx). widgets/plain-widgets.test.ts checks that it calls no hook.
   */
  plain?: boolean;
  /**
   * For a widget whose code is downloaded on demand (not needed by the first screen): fetches it.
   * The app shell calls it for every widget of a screen before drawing it (preload-widgets.ts), so
   * the screen appears whole; the component also loads it itself if it was not called.
   */
  preload?: () => Promise<void>;
  /**
   * For an on-demand widget: its own definition once its code has arrived (undefined before). The
   * renderer draws that directly; `component` is the stand-in that loads it first.
   */
  loaded?: () => WidgetDefinition<P> | undefined;
}

/** The definition to draw a widget with now: an on-demand widget's own once loaded. */
export function drawnDefinition<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition.loaded?.() ?? definition;
}

/** Typed helper so each widget file reads `export const buttonWidget = defineWidget<ButtonProps>({...})`. */
export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition;
}

/** The type map from node `type` to its definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetRegistry = Readonly<Record<string, WidgetDefinition<any>>>;

export { FOCUSABLE } from './focusable.ts';
/** The amount as the screens' `money` writes it, for a widget that shows amounts of its own. */
export { formatMoney } from './expressions/format-number.ts';
/** The renderer's own words in the page's language, for a widget that says one no screen gives it. */
export { rendererWords } from './feedback/messages.ts';
