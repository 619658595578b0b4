import './choice-group.css';
import { useId, useLayoutEffect, useRef } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { choiceOptions, optionsKey, type ChoiceSource } from '../choice-options.ts';
import { widgetFacts } from '../widget-facts.ts';
import { spokenMask } from '../spoken-mask.tsx';
import { moneyLabel } from './money-label.ts';
import schema from './props.schema.json';

export interface ChoiceGroupProps extends ChoiceSource {
  form: string;
  field: string;
  label: string;
  hideLabel?: boolean;
  labelFormat?: 'text' | 'money';
  layout?: 'chips' | 'list';
  defaultValue?: string | number;
  defaultOption?: 'first' | 'last';
}

export const choiceGroupWidget = defineWidget<ChoiceGroupProps>({
  ...widgetFacts(schema),
  component: function ChoiceGroup({ props, fire }) {
    // `ref` apart: the React Compiler lint treats an object whose member is passed as `ref` as a ref.
    const { ref, setValue, ...binding } = useFormField(props.form, props.field);
    const options = choiceOptions(props);
    const listKey = optionsKey(options);
    const groupRef = useRef<HTMLFieldSetElement>(null);
    const id = useId();
    const errorId = `${id}-error`;
    const wanted = props.defaultValue === undefined ? '' : String(props.defaultValue);
    const defaultOption = props.defaultOption;

    // The form has already checked the radio of its value (it syncs radios as they register); only
    // when none is checked does the screen's default apply: defaultValue when it is an option, else
    // the first or last option (the largest amount of an ascending list) when defaultOption says so.
    useLayoutEffect(() => {
      const radios = Array.from(groupRef.current?.querySelectorAll<HTMLInputElement>('input') ?? []);
      const byPosition =
        defaultOption === 'first'
          ? radios[0]
          : defaultOption === 'last'
            ? radios[radios.length - 1]
            : undefined;
      const fallback = radios.find((radio) => radio.value === wanted) ?? byPosition;
      if (!fallback || radios.some((radio) => radio.checked)) return;
      fallback.checked = true;
      setValue(fallback.value);
    }, [listKey, wanted, defaultOption, setValue]);

    return (
      <fieldset
        ref={groupRef}
        className="w-choice-group"
        data-layout={props.layout ?? 'chips'}
        role="radiogroup"
        aria-required={binding.required || undefined}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={binding.error ? errorId : undefined}
      >
        <legend className={props.hideLabel ? 'visually-hidden' : 'w-choice-group__legend'}>
          {props.label}
        </legend>
        <div className="w-choice-group__options">
          {options.map((option, index) => {
            const textId = `${id}-${index}-text`;
            const descriptionId = `${id}-${index}-description`;
            return (
              <label key={option.value} className="w-choice-group__option">
                <input
                  type="radio"
                  className="w-choice-group__input"
                  name={binding.name}
                  value={option.value}
                  ref={ref}
                  onChange={(event) => {
                    binding.onChange(event);
                    void fire('onChange');
                  }}
                  onBlur={binding.onBlur}
                  // Named by its text alone; the second line is read after it.
                  aria-labelledby={textId}
                  aria-describedby={option.description ? descriptionId : undefined}
                />
                <span className="w-choice-group__box">
                  <span id={textId} className="w-choice-group__text">
                    {props.labelFormat === 'money' ? moneyLabel(option.label) : spokenMask(option.label)}
                  </span>
                  {option.description && (
                    <span id={descriptionId} className="w-choice-group__description">
                      {option.description}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        {binding.error && (
          <p id={errorId} className="w-choice-group__error" role="alert">
            {binding.error}
          </p>
        )}
      </fieldset>
    );
  },
});
