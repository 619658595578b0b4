import './empty-state.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface EmptyStateProps {
  text: string;
  image?: string;
}

export const emptyStateWidget = defineWidget<EmptyStateProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props, children }) => (
    <div className="w-empty-state">
      {props.image && <img className="w-empty-state__image" src={props.image} alt="" decoding="async" />}
      <p className="w-empty-state__text">{props.text}</p>
      {children && <div className="w-empty-state__actions">{children}</div>}
    </div>
  ),
});
