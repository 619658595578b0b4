import './select.css';
import { useId } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import {
  choiceOptions,
  optionRuns,
  optionsKey,
  type ChoiceOption,
  type ChoiceSource,
} from '../choice-options.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface SelectProps extends ChoiceSource {
  form: string;
  field: string;
  label: string;
  placeholder?: string;
  disabled?: boolean;
}

function drawOptions(options: readonly ChoiceOption[]) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export const selectWidget = defineWidget<SelectProps>({
  ...widgetFacts(schema),
  component: function Select({ props, fire }) {
    // `ref` apart: the React Compiler lint treats an object whose member is passed as `ref` as a ref.
    const { ref, ...binding } = useFormField(props.form, props.field);
    const options = choiceOptions(props);
    const id = useId();
    const selectId = `${id}-select`;
    const errorId = `${id}-error`;
    return (
      <div className="w-select">
        <label htmlFor={selectId} className="w-select__label">
          {props.label}
        </label>
        <select
          // A new list (the districts of another state) draws a new element, which the form fills
          // with its current value; an old element would silently show the first new option.
          key={optionsKey(options)}
          id={selectId}
          className="w-select__control"
          name={binding.name}
          ref={ref}
          onChange={(event) => {
            binding.onChange(event);
            void fire('onChange');
          }}
          onBlur={binding.onBlur}
          // Its screen form's: Enter in the text field before it moves here (decision 0066).
          form={binding.form}
          disabled={props.disabled}
          aria-required={binding.required || undefined}
          aria-invalid={binding.error ? true : undefined}
          aria-describedby={binding.error ? errorId : undefined}
        >
          {/* A new select starts on the first option that is not disabled, so the placeholder is
              hidden from the list rather than disabled: it is where the select starts while the form
              holds no choice, without `defaultValue` (which Preact's compatibility layer re-applies on
              every redraw, undoing the borrower's choice). Were it chosen, the field's rules refuse it. */}
          <option value="" hidden>
            {props.placeholder ?? ''}
          </option>
          {optionRuns(options).map((run, index) =>
            run.group === undefined ? (
              drawOptions(run.options)
            ) : (
              <optgroup key={`${index}-${run.group}`} label={run.group}>
                {drawOptions(run.options)}
              </optgroup>
            ),
          )}
        </select>
        {binding.error && (
          <p id={errorId} className="w-select__error" role="alert">
            {binding.error}
          </p>
        )}
      </div>
    );
  },
});
