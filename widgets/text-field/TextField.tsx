import './text-field.css';
import { useId } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { useBusyPress } from '../use-busy-press.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface TextFieldProps {
  form: string;
  field: string;
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  type?: 'text' | 'tel' | 'email' | 'password';
  prefix?: string;
  autoComplete?: string;
  action?: { label: string; disabled?: boolean };
}

export const textFieldWidget = defineWidget<TextFieldProps>({
  ...widgetFacts(schema),
  component: function TextField({ props, fire }) {
    const binding = useFormField(props.form, props.field);
    const [actionBusy, pressAction] = useBusyPress(fire, 'onAction');
    const id = useId();
    const inputId = `${id}-input`;
    const prefixId = `${id}-prefix`;
    const errorId = `${id}-error`;
    const describedBy = [props.prefix ? prefixId : '', binding.error ? errorId : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="w-text-field">
        <label htmlFor={inputId} className={props.hideLabel ? 'visually-hidden' : 'w-text-field__label'}>
          {props.label}
        </label>
        <div className="w-text-field__row">
          <div className="w-text-field__box" data-invalid={binding.error ? 'true' : 'false'}>
            {props.prefix && (
              <span id={prefixId} className="w-text-field__prefix">
                {props.prefix}
              </span>
            )}
            <input
              id={inputId}
              className="w-text-field__input"
              name={binding.name}
              ref={binding.ref}
              onChange={binding.onChange}
              onBlur={binding.onBlur}
              type={props.type ?? 'text'}
              inputMode={props.inputMode}
              autoComplete={props.autoComplete}
              placeholder={props.placeholder}
              aria-required={binding.required || undefined}
              aria-invalid={binding.error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
          </div>
          {props.action && (
            <button
              type="button"
              className="w-text-field__action"
              disabled={Boolean(props.action.disabled) || actionBusy}
              aria-busy={actionBusy}
              onClick={() => void pressAction()}
            >
              {props.action.label}
            </button>
          )}
        </div>
        {binding.error && (
          <p id={errorId} className="w-text-field__error" role="alert">
            {binding.error}
          </p>
        )}
      </div>
    );
  },
});
