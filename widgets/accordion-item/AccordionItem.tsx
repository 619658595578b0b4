import './accordion-item.css';
import { useId, useState } from 'react';
import { defineWidget } from '../../renderer/widget-api.ts';
import { Glyph } from '../icon/glyphs.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface AccordionItemProps {
  title: string;
  content: string;
  initiallyOpen?: boolean;
}

export const accordionItemWidget = defineWidget<AccordionItemProps>({
  ...widgetFacts(schema),
  component: function AccordionItem({ props }) {
    const [open, setOpen] = useState(Boolean(props.initiallyOpen));
    const id = useId();
    const panelId = `${id}-panel`;
    const toggleId = `${id}-toggle`;
    return (
      <div className="w-accordion-item">
        <h3 className="w-accordion-item__heading">
          <button
            type="button"
            id={toggleId}
            className="w-accordion-item__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>{props.title}</span>
            <Glyph name="chevron" size={20} />
          </button>
        </h3>
        <div
          id={panelId}
          role="region"
          aria-labelledby={toggleId}
          hidden={!open}
          className="w-accordion-item__panel"
        >
          {props.content}
        </div>
      </div>
    );
  },
});
