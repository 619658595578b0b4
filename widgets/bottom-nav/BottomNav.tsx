import './bottom-nav.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface BottomNavProps {
  label?: string;
}

export const bottomNavWidget = defineWidget<BottomNavProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props, children }) => (
    <>
      <div className="w-bottom-nav-placeholder" aria-hidden="true" />
      <nav className="w-bottom-nav" aria-label={props.label || 'Main'}>
        {children}
      </nav>
    </>
  ),
});
