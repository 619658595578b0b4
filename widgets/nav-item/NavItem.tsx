import './nav-item.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { Glyph, type IconName } from '../icon/glyphs.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface NavItemProps {
  label: string;
  icon: IconName;
  active?: boolean;
}

export const navItemWidget = defineWidget<NavItemProps>({
  ...widgetFacts(schema),
  component: ({ props, fire }) => (
    <button
      type="button"
      className="w-nav-item"
      aria-current={props.active ? 'page' : undefined}
      // Tapping the tab you are on does nothing, as in every tab bar.
      onClick={() => {
        if (!props.active) void fire('onPress');
      }}
    >
      <Glyph name={props.icon} />
      <span>{props.label}</span>
    </button>
  ),
});
