import { defineWidget } from '../../renderer/widget-api.ts';
import { spaceVar } from '../spacing.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface SpacerProps {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  grow?: boolean;
}

export const spacerWidget = defineWidget<SpacerProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => {
    const size = spaceVar(props.size ?? 'md');
    return (
      <div
        aria-hidden="true"
        data-testid="spacer"
        style={{ flex: props.grow ? '1 1 auto' : '0 0 auto', minWidth: size, minHeight: size }}
      />
    );
  },
});
