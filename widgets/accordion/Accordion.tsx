import './accordion.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export type AccordionProps = Record<string, never>;

export const accordionWidget = defineWidget<AccordionProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ children }) => <div className="w-accordion">{children}</div>,
});
