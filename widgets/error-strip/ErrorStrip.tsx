import './error-strip.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { Glyph } from '../icon/glyphs.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface ErrorStripProps {
  text: string;
}

export const errorStripWidget = defineWidget<ErrorStripProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) =>
    props.text ? (
      <p className="w-error-strip" role="alert">
        <Glyph name="info" size={20} />
        <span>{props.text}</span>
      </p>
    ) : null,
});
