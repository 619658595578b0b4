import './key-value.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { spokenMask } from '../spoken-mask.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface KeyValueProps {
  label: string;
  value: string | number | null | undefined;
  tone?: 'default' | 'danger' | 'success' | 'muted';
  emphasis?: boolean;
  hint?: string;
}

/** A binding that found nothing still draws its row: a dash reads as "none", a gap as a defect. */
function shown(value: KeyValueProps['value']): string {
  return value === undefined || value === null || value === '' ? '–' : String(value);
}

export const keyValueWidget = defineWidget<KeyValueProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => (
    <dl
      className="w-key-value"
      data-tone={props.tone ?? 'default'}
      data-emphasis={props.emphasis ? 'true' : 'false'}
    >
      <dt className="w-key-value__label">{props.label}</dt>
      <dd className="w-key-value__value">{spokenMask(shown(props.value))}</dd>
      {props.hint && <dd className="w-key-value__hint">{props.hint}</dd>}
    </dl>
  ),
});
