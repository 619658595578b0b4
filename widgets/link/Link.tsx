import './link.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { Glyph, type IconName } from '../icon/glyphs.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface LinkProps {
  /** The caption, `label` as on every widget the borrower presses (`text` in format 1). */
  label: string;
  href: string;
  icon?: IconName;
}

const SAFE_HREF = new RegExp(schema.properties.href.pattern);

export const linkWidget = defineWidget<LinkProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => {
    if (!props.label) return null;
    // The schema check runs in CI; a served screen or a bound value could still carry javascript: or
    // a bare path, so the component refuses anything else and shows plain text.
    if (!props.href || !SAFE_HREF.test(props.href)) return <span>{props.label}</span>;
    const external = props.href.startsWith('https://');
    return (
      <a
        className="w-link"
        href={props.href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {props.icon && <Glyph name={props.icon} size={20} />}
        {props.label}
      </a>
    );
  },
});
