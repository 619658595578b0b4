import './button.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { BusySpinner } from '../busy-spinner.tsx';
import { useBusyPress } from '../use-busy-press.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface ButtonProps {
  label: string;
  variant?: 'primary' | 'secondary' | 'text';
  disabled?: boolean;
  fullWidth?: boolean;
}

export const buttonWidget = defineWidget<ButtonProps>({
  ...widgetFacts(schema),
  component: function Button({ props, fire, submits }) {
    const [busy, press] = useBusyPress(fire, 'onPress');
    return (
      <button
        // The submit button of its screen form, for Enter in the form's last field (decision 0066).
        type={submits === undefined ? 'button' : 'submit'}
        form={submits}
        className="w-button"
        data-variant={props.variant ?? 'primary'}
        data-full-width={props.fullWidth ? 'true' : 'false'}
        disabled={Boolean(props.disabled)}
        // Busy, it stays enabled and keeps the focus: a focused button that becomes disabled drops
        // it to the page (decision 0081). useBusyPress ignores the taps meanwhile.
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={() => void press()}
      >
        {busy && <BusySpinner />}
        {props.label}
      </button>
    );
  },
});
