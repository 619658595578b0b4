import './column.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { spaceVar, type Spacing } from '../spacing.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface ColumnProps {
  gap?: Spacing;
  padding?: Spacing;
  align?: 'start' | 'center' | 'end' | 'stretch';
  background?: string;
  live?: boolean;
}

export const columnWidget = defineWidget<ColumnProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props, children }) => (
    <div
      className="w-column"
      data-align={props.align ?? 'stretch'}
      style={{ gap: spaceVar(props.gap), padding: spaceVar(props.padding), background: props.background }}
      // As Row's (decision 0050): polite, and atomic, so a swapped card is read whole (decision 0076).
      aria-live={props.live ? 'polite' : undefined}
      aria-atomic={props.live ? true : undefined}
    >
      {children}
    </div>
  ),
});
