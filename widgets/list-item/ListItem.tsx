import './list-item.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { BusySpinner } from '../busy-spinner.tsx';
import { Glyph, type IconName } from '../icon/glyphs.tsx';
import { useBusyPress } from '../use-busy-press.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface ListItemProps {
  label: string;
  detail?: string;
  icon?: IconName;
  showChevron?: boolean;
  tone?: 'default' | 'danger';
}

export const listItemWidget = defineWidget<ListItemProps>({
  ...widgetFacts(schema),
  component: function ListItem({ props, fire, has }) {
    const [busy, press] = useBusyPress(fire, 'onPress');
    const pressable = has('onPress');
    const content = (
      <>
        {props.icon && (
          <span className="w-list-item__icon">
            <Glyph name={props.icon} />
          </span>
        )}
        <span className="w-list-item__label">{props.label}</span>
        {/* The space keeps label and detail apart in the button's accessible name. */}
        {props.detail && ' '}
        {props.detail && <span className="w-list-item__detail">{props.detail}</span>}
        {busy ? (
          <span className="w-list-item__chevron">
            <BusySpinner />
          </span>
        ) : (
          (props.showChevron ?? pressable) && (
            <span className="w-list-item__chevron">
              <Glyph name="chevron" size={20} />
            </span>
          )
        )}
      </>
    );
    if (!pressable) {
      return (
        <div className="w-list-item" data-tone={props.tone ?? 'default'}>
          {content}
        </div>
      );
    }
    return (
      <button
        type="button"
        className="w-list-item"
        data-tone={props.tone ?? 'default'}
        aria-busy={busy}
        // Busy, it keeps the focus (aria-disabled, not disabled: decision 0081).
        aria-disabled={busy || undefined}
        onClick={() => void press()}
      >
        {content}
      </button>
    );
  },
});
