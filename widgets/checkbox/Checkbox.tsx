import './checkbox.css';
import { useId } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface CheckboxProps {
  form: string;
  field: string;
  label: string;
  linkText?: string;
}

export const checkboxWidget = defineWidget<CheckboxProps>({
  ...widgetFacts(schema),
  component: function Checkbox({ props, fire, has }) {
    const binding = useFormField(props.form, props.field);
    const id = useId();
    const inputId = `${id}-input`;
    const errorId = `${id}-error`;
    return (
      <div className="w-checkbox">
        <div className="w-checkbox__row">
          <input
            id={inputId}
            type="checkbox"
            className="w-checkbox__input"
            name={binding.name}
            ref={binding.ref}
            onChange={binding.onChange}
            onBlur={binding.onBlur}
            aria-required={binding.required || undefined}
            aria-invalid={binding.error ? true : undefined}
            aria-describedby={binding.error ? errorId : undefined}
          />
          <span className="w-checkbox__text">
            <label htmlFor={inputId} className="w-checkbox__label">
              {props.label}
            </label>
            {props.linkText && has('onLinkPress') && (
              <>
                {' '}
                <button type="button" className="w-checkbox__link" onClick={() => void fire('onLinkPress')}>
                  {props.linkText}
                </button>
              </>
            )}
          </span>
        </div>
        {binding.error && (
          <p id={errorId} className="w-checkbox__error" role="alert">
            {binding.error}
          </p>
        )}
      </div>
    );
  },
});
