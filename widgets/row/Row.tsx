import './row.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { spaceVar, type Spacing } from '../spacing.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface RowProps {
  gap?: Spacing;
  justify?: 'start' | 'center' | 'end' | 'between';
  align?: 'start' | 'center' | 'end' | 'stretch';
  wrap?: boolean;
  live?: boolean;
}

export const rowWidget = defineWidget<RowProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props, children }) => (
    <div
      className="w-row"
      data-justify={props.justify ?? 'start'}
      data-align={props.align ?? 'center'}
      data-wrap={props.wrap ? 'true' : 'false'}
      style={{ gap: spaceVar(props.gap) }}
      // Atomic, so a changed state is read with what it belongs to (the order's product and
      // amount), not as a bare "Pass". Polite: it waits until the reader has finished speaking.
      aria-live={props.live ? 'polite' : undefined}
      aria-atomic={props.live ? true : undefined}
    >
      {children}
    </div>
  ),
});
