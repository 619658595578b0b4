import './form-fields.css';
import { memo, useCallback, useId, type InputHTMLAttributes } from 'react';
import {
  useFormField,
  useFormFieldDefs,
  type FieldDef,
  type FormFieldDef,
} from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { selectWidget } from '../select/Select.tsx';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface FormFieldsProps {
  form: string;
  group?: number;
  fields?: string[];
  optionLists?: Record<string, unknown>;
  labelKey?: string;
  valueKey?: string;
}

type TypedControl = 'text' | 'number' | 'email' | 'date';

/** Numbers stay text inputs: `type="number"` drops leading zeros and ignores maxLength. */
const INPUT_ATTRIBUTES: Record<TypedControl, InputHTMLAttributes<HTMLInputElement>> = {
  text: { type: 'text' },
  number: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  date: { type: 'date' },
};

interface FieldProps {
  form: string;
  name: string;
  def: FieldDef;
  onChoice: () => void;
}

/** One typed field. Memoised and bound on its own: typing redraws this field only. */
const InputField = memo(function InputField({ form, name, def, onChoice }: FieldProps) {
  // `ref` apart: the React Compiler lint treats an object whose member is passed as `ref` as a ref.
  const { ref, ...binding } = useFormField(form, name);
  const control: TypedControl = def.control === 'select' || !def.control ? 'text' : def.control;
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  return (
    <div className="w-form-fields__field">
      <label htmlFor={inputId} className="w-form-fields__label">
        {def.label || name}
      </label>
      <input
        id={inputId}
        className="w-form-fields__input"
        {...INPUT_ATTRIBUTES[control]}
        {...binding.keyboard}
        name={binding.name}
        ref={ref}
        onChange={(event) => {
          binding.onChange(event);
          if (control === 'date') onChoice();
        }}
        onCompositionEnd={binding.onChange}
        onBlur={binding.onBlur}
        form={binding.form}
        // With an input filter the field cuts to maxLength after filtering ("560 001" -> "560001");
        // the browser's own limit would cut first and lose a digit of a pasted or typed number.
        maxLength={def.input ? undefined : (binding.maxLength ?? def.maxLength)}
        placeholder={def.placeholder || undefined}
        aria-required={binding.required || undefined}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={binding.error ? errorId : undefined}
      />
      {binding.error && (
        <p id={errorId} className="w-form-fields__error" role="alert">
          {binding.error}
        </p>
      )}
    </div>
  );
});

interface SelectFieldProps extends FieldProps {
  /** The list named by `def.options.ref`, when the options are a reference. */
  list: unknown;
  labelKey: string;
  valueKey: string;
}

/** A drop-down field, drawn by the Select widget so both look and behave alike. */
const SelectField = memo(function SelectField({
  form,
  name,
  def,
  onChoice,
  list,
  labelKey,
  valueKey,
}: SelectFieldProps) {
  const Select = selectWidget.component;
  const source = Array.isArray(def.options)
    ? { options: def.options }
    : { items: Array.isArray(list) ? list : undefined, labelKey, valueKey };
  return (
    <Select
      props={{ form, field: name, label: def.label || name, placeholder: def.placeholder, ...source }}
      fire={async () => onChoice()}
      has={(event) => event === 'onChange'}
    />
  );
});

function pick(all: readonly FormFieldDef[], names: readonly string[] | undefined): readonly FormFieldDef[] {
  if (!Array.isArray(names)) return all;
  const byName = new Map(all.map((entry) => [entry.name, entry]));
  return names.flatMap((name) => byName.get(name) ?? []);
}

export const formFieldsWidget = defineWidget<FormFieldsProps>({
  ...widgetFacts(schema),
  component: function FormFields({ props, fire }) {
    const defs = pick(useFormFieldDefs(props.form, props.group), props.fields);
    const onChoice = useCallback(() => void fire('onChange'), [fire]);
    return (
      <div className="w-form-fields">
        {defs.map(({ name, def }) => {
          if (def.control !== 'select') {
            return <InputField key={name} form={props.form} name={name} def={def} onChoice={onChoice} />;
          }
          const ref = def.options && !Array.isArray(def.options) ? def.options.ref : undefined;
          return (
            <SelectField
              key={name}
              form={props.form}
              name={name}
              def={def}
              onChoice={onChoice}
              list={ref === undefined ? undefined : props.optionLists?.[ref]}
              labelKey={props.labelKey ?? 'name'}
              valueKey={props.valueKey ?? 'id'}
            />
          );
        })}
      </div>
    );
  },
});
