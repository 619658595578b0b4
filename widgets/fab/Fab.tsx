import './fab.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { BusySpinner } from '../busy-spinner.tsx';
import { Glyph, type IconName } from '../icon/glyphs.tsx';
import { useBusyPress } from '../use-busy-press.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface FabProps {
  label: string;
  icon?: IconName;
}

export const fabWidget = defineWidget<FabProps>({
  ...widgetFacts(schema),
  component: function Fab({ props, fire }) {
    const [busy, press] = useBusyPress(fire, 'onPress');
    return (
      // Busy, it keeps the focus (aria-disabled, not disabled: decision 0081).
      <button
        type="button"
        className="w-fab"
        aria-busy={busy}
        aria-disabled={busy || undefined}
        onClick={() => void press()}
      >
        {busy ? <BusySpinner /> : props.icon && <Glyph name={props.icon} size={20} />}
        <span>{props.label}</span>
      </button>
    );
  },
});
