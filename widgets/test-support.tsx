/**
 * Renders one widget the way the renderer does: evaluated props, rendered children, and `fire`/`has`
 * for the node's declared events. `fired` records every event the widget fires, so tests can assert
 * what a tap does without a screen around it.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WidgetDefinition } from '../renderer/widget-api.ts';

interface Options {
  /** Events the node declares actions for; each resolves after `delayMs` (default 0). */
  events?: readonly `on${string}`[];
  delayMs?: number;
  children?: ReactNode;
}

export function renderWidget<P>(definition: WidgetDefinition<P>, props: P, options: Options = {}) {
  const fired: string[] = [];
  const declared = new Set(options.events ?? []);
  const fire = async (event: `on${string}`) => {
    fired.push(event);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  };
  const has = (event: `on${string}`) => declared.has(event);
  const Component = definition.component;
  const view = render(
    <Component props={props} fire={fire} has={has}>
      {options.children}
    </Component>,
  );
  const rerender = (next: P) =>
    view.rerender(
      <Component props={next} fire={fire} has={has}>
        {options.children}
      </Component>,
    );
  return { ...view, fired, rerender };
}

/** The spinner a busy control draws (widgets/busy-spinner.tsx), or null; it is hidden from readers. */
export function spinnerIn(control: HTMLElement): Element | null {
  return control.querySelector('.w-busy-spinner');
}
