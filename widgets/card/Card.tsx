import './card.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { spaceVar, type Spacing } from '../spacing.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface CardProps {
  padding?: Spacing;
  gap?: Spacing;
  tone?: 'plain' | 'highlight';
  /** A group's name: a screen reader says which card a field is in when labels repeat. */
  label?: string;
}

export const cardWidget = defineWidget<CardProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props, children }) => (
    <div
      className="w-card"
      data-tone={props.tone ?? 'plain'}
      {...(props.label ? { role: 'group', 'aria-label': props.label } : {})}
      style={{ padding: spaceVar(props.padding), gap: spaceVar(props.gap) }}
    >
      {children}
    </div>
  ),
});
