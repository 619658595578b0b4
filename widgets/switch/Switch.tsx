import './switch.css';
import { useId } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface SwitchProps {
  form: string;
  field: string;
  label: string;
  description?: string;
}

export const switchWidget = defineWidget<SwitchProps>({
  ...widgetFacts(schema),
  component: function Switch({ props }) {
    const { ref, ...binding } = useFormField(props.form, props.field);
    const id = useId();
    const inputId = `${id}-input`;
    const labelId = `${id}-label`;
    const descriptionId = `${id}-description`;
    const errorId = `${id}-error`;
    const describedBy = [props.description ? descriptionId : '', binding.error ? errorId : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="w-switch">
        {/* The whole row is the label, so a tap anywhere on it flips the switch. */}
        <label htmlFor={inputId} className="w-switch__row">
          <span className="w-switch__text">
            <span id={labelId} className="w-switch__label">
              {props.label}
            </span>
            {props.description && (
              <span id={descriptionId} className="w-switch__description">
                {props.description}
              </span>
            )}
          </span>
          {/* A native checkbox in the switch role: its checked state is the switch's aria-checked,
              so what assistive technology announces can never drift from the form's value. */}
          <input
            id={inputId}
            type="checkbox"
            role="switch"
            className="w-switch__input"
            name={binding.name}
            ref={ref}
            onChange={binding.onChange}
            onBlur={binding.onBlur}
            // Named by the label alone; the description is read after it, not as part of the name.
            aria-labelledby={labelId}
            aria-describedby={describedBy || undefined}
            aria-invalid={binding.error ? true : undefined}
          />
        </label>
        {binding.error && (
          <p id={errorId} className="w-switch__error" role="alert">
            {binding.error}
          </p>
        )}
      </div>
    );
  },
});
