import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import { Glyph, type IconName } from './glyphs.tsx';
import schema from './props.schema.json';

export interface IconProps {
  name: IconName;
  label?: string;
  size?: number;
  tone?: 'default' | 'muted' | 'primary' | 'inverse';
}

const COLOR = {
  default: 'var(--color-text)',
  muted: 'var(--color-text-muted)',
  primary: 'var(--color-primary)',
  inverse: 'var(--color-on-primary)',
} as const;

export const iconWidget = defineWidget<IconProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => (
    <span
      role={props.label ? 'img' : undefined}
      aria-label={props.label || undefined}
      aria-hidden={props.label ? undefined : 'true'}
      style={{ display: 'inline-flex', color: COLOR[props.tone ?? 'default'] }}
    >
      <Glyph name={props.name} size={props.size} />
    </span>
  ),
});
