import './text.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { spokenMask } from '../spoken-mask.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface TextProps {
  text: string | number;
  variant?: 'title' | 'subtitle' | 'body' | 'caption' | 'error' | 'amount';
  align?: 'start' | 'center' | 'end';
  tone?: 'default' | 'muted' | 'primary' | 'danger' | 'success' | 'inverse';
}

const ELEMENT = { title: 'h1', subtitle: 'h2' } as const;

export const textWidget = defineWidget<TextProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => {
    // A binding that found nothing evaluates to undefined or ''; an empty paragraph would only add space.
    if (props.text === undefined || props.text === null || props.text === '') return null;
    const variant = props.variant ?? 'body';
    const Element = variant === 'title' || variant === 'subtitle' ? ELEMENT[variant] : 'p';
    return (
      <Element className="w-text" data-variant={variant} data-align={props.align} data-tone={props.tone}>
        {spokenMask(String(props.text))}
      </Element>
    );
  },
});
