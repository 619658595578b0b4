/**
 * A widget whose code is fetched the first time a screen uses it (its own chunk, or the display
 * widgets' shared one: display-widgets.ts, decision 0116): the first screen a borrower sees
 * (sign-in) downloads only the widgets it draws. The registry facts come from the widget's props
 * schema at once; the component arrives with `preload()` (the shell calls it before drawing a
 * screen), or on first draw if nobody did. Once loaded, the renderer draws the widget's own
 * definition (`loaded`) in place of the stand-in.
 */
import { useEffect, useState } from 'react';
import type { WidgetComponentProps, WidgetDefinition } from '../renderer/widget-api.ts';

export function lazyWidget<P>(
  facts: Pick<WidgetDefinition, 'type' | 'since' | 'events' | 'container'>,
  load: () => Promise<WidgetDefinition<P>>,
): WidgetDefinition<P> {
  type AnyProps = WidgetComponentProps<P>;
  let loaded: WidgetDefinition<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (definition) => void (loaded = definition),
      (error: unknown) => {
        pending = undefined; // the next screen tries again (e.g. once back online)
        throw error;
      },
    );
    return pending;
  };

  function OnDemand(props: AnyProps) {
    const [failure, setFailure] = useState<unknown>();
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return undefined;
      let current = true;
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => current && setFailure(error),
      );
      return () => {
        current = false;
      };
    }, []);
    // Thrown during drawing so the node's error boundary reports it like any broken widget.
    if (failure) throw failure;
    const Component = loaded?.component;
    return Component ? <Component {...props} /> : null;
  }
  OnDemand.displayName = `OnDemand(${facts.type})`;

  return { ...facts, component: OnDemand, preload, loaded: () => loaded };
}
