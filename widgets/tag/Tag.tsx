import './tag.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface TagProps {
  text: string;
  tone?: 'valid' | 'invalid' | 'neutral';
}

export const tagWidget = defineWidget<TagProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) =>
    props.text ? (
      <span className="w-tag" data-tone={props.tone ?? 'neutral'}>
        {props.text}
      </span>
    ) : null,
});
