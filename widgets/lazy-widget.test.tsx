import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget, drawnDefinition, type WidgetComponentProps } from '../renderer/widget-api.ts';
import { lazyWidget } from './lazy-widget.tsx';

afterEach(cleanup);

const facts = { type: 'Hello', since: 1, events: [], container: false };
const hello = defineWidget<{ name: string }>({
  ...facts,
  component: ({ props }: WidgetComponentProps<{ name: string }>) => <p>Hello {props.name}</p>,
});
const noop = { fire: async () => undefined, has: () => false };

describe('a widget fetched on demand', () => {
  it('carries its registry facts before its code has arrived', () => {
    const widget = lazyWidget(facts, () => new Promise<typeof hello>(() => undefined));
    expect(widget).toMatchObject(facts);
  });

  it('draws at once when preloaded, fetching its code once', async () => {
    let loads = 0;
    const widget = lazyWidget(facts, async () => {
      loads += 1;
      return hello;
    });
    await Promise.all([widget.preload!(), widget.preload!()]);
    const Widget = widget.component;
    render(<Widget props={{ name: 'Asha' }} {...noop} />);
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('hands the renderer its own definition once loaded, so no stand-in is drawn around it', async () => {
    const widget = lazyWidget(facts, async () => hello);
    expect(widget.loaded!()).toBeUndefined();
    expect(drawnDefinition(widget)).toBe(widget);
    await widget.preload!();
    expect(widget.loaded!()).toBe(hello);
    expect(drawnDefinition(widget).component).toBe(hello.component);
  });

  it('fetches its code itself when drawn without a preload', async () => {
    const widget = lazyWidget(facts, async () => hello);
    const Widget = widget.component;
    render(<Widget props={{ name: 'Ravi' }} {...noop} />);
    expect(screen.queryByText('Hello Ravi')).toBeNull();
    expect(await screen.findByText('Hello Ravi')).toBeTruthy();
  });

  it('tries again after a failed fetch (e.g. back online)', async () => {
    let attempt = 0;
    const widget = lazyWidget(facts, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return hello;
    });
    await expect(widget.preload!()).rejects.toThrow('offline');
    await act(() => widget.preload!());
    expect(attempt).toBe(2);
  });
});
