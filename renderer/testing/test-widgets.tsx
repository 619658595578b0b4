/**
 * Minimal widgets for the renderer's own tests (the renderer never imports the real ones in
 * widgets/). Each counts its renders by a `testId` prop so tests can prove what re-renders.
 */
import { defineWidget, type WidgetComponentProps, type WidgetRegistry } from '../widget-api.ts';
import { useFormField, useFormFieldDefs, type FieldDef, type FieldOption } from '../form-field-api.ts';

export const renders = new Map<string, number>();

function counted(id: string | undefined) {
  if (id) renders.set(id, (renders.get(id) ?? 0) + 1);
}

interface TextProps {
  text?: string;
  testId?: string;
}
const text = defineWidget<TextProps>({
  type: 'Text',
  since: 1,
  component: ({ props }) => {
    counted(props.testId);
    return <p data-testid={props.testId}>{props.text}</p>;
  },
});

interface ButtonProps {
  label: string;
  disabled?: boolean;
  testId?: string;
}
const button = defineWidget<ButtonProps>({
  type: 'Button',
  since: 1,
  events: ['onPress'],
  component: ({ props, fire, has }) => {
    counted(props.testId);
    return (
      <button
        type="button"
        disabled={props.disabled}
        data-linked={has('onPress') ? 'yes' : 'no'}
        onClick={() => void fire('onPress')}
      >
        {props.label}
      </button>
    );
  },
});

const column = defineWidget<{ testId?: string }>({
  type: 'Column',
  since: 1,
  container: true,
  component: ({ props, children }) => {
    counted(props.testId);
    return <div data-testid={props.testId}>{children}</div>;
  },
});

interface FieldProps {
  form: string;
  field: string;
  label: string;
  type?: 'text' | 'checkbox';
  testId?: string;
}
function TextFieldView({ props }: WidgetComponentProps<FieldProps>) {
  counted(props.testId);
  // `ref` apart: the React Compiler lint treats an object whose member is passed as `ref` as a ref.
  const { ref, ...binding } = useFormField(props.form, props.field);
  const errorId = `${binding.name}-error`;
  return (
    <div>
      <label>
        {props.label}
        <input
          type={props.type ?? 'text'}
          name={binding.name}
          ref={ref}
          onChange={binding.onChange}
          onBlur={binding.onBlur}
          maxLength={binding.maxLength}
          aria-required={binding.required}
          aria-invalid={binding.error ? true : undefined}
          aria-describedby={binding.error ? errorId : undefined}
        />
      </label>
      {binding.error ? <span id={errorId}>{binding.error}</span> : null}
    </div>
  );
}

const textField = defineWidget<FieldProps>({
  type: 'TextField',
  since: 1,
  component: TextFieldView,
});

interface FormFieldsProps {
  form: string;
  group?: number;
  /** Lists named by `{ref}` options (e.g. states), as `{label, value}`. */
  optionLists?: Record<string, FieldOption[] | undefined>;
  testId?: string;
}

/** One field drawn from its definition: an input, or a select with its options. */
function DefinedField({
  form,
  name,
  def,
  lists,
  testId,
}: {
  form: string;
  name: string;
  def: FieldDef;
  lists: FormFieldsProps['optionLists'];
  testId: string;
}) {
  counted(`${testId}.${name}`);
  const { ref, ...binding } = useFormField(form, name);
  const options = Array.isArray(def.options)
    ? def.options
    : def.options
      ? (lists?.[def.options.ref] ?? [])
      : [];
  const caption = `${def.label ?? name}${binding.required ? ' *' : ''}`;
  return (
    <label>
      {caption}
      {def.control === 'select' ? (
        <select name={binding.name} ref={ref} onChange={binding.onChange} onBlur={binding.onBlur}>
          <option value="">{def.placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          name={binding.name}
          ref={ref}
          placeholder={def.placeholder}
          onChange={binding.onChange}
          onBlur={binding.onBlur}
          maxLength={binding.maxLength}
        />
      )}
      {binding.error ? <span>{binding.error}</span> : null}
    </label>
  );
}

function FormFieldsView({ props }: WidgetComponentProps<FormFieldsProps>) {
  const fields = useFormFieldDefs(props.form, props.group);
  const testId = props.testId ?? props.form;
  counted(testId);
  return (
    <fieldset data-testid={testId}>
      {fields.map(({ name, def }) => (
        <DefinedField
          key={name}
          form={props.form}
          name={name}
          def={def}
          lists={props.optionLists}
          testId={testId}
        />
      ))}
    </fieldset>
  );
}

const formFields = defineWidget<FormFieldsProps>({
  type: 'FormFields',
  since: 1,
  component: FormFieldsView,
});

interface FilePickerProps {
  form: string;
  field: string;
  label: string;
}

/** A picker that hands the form a file, as an image picker does. */
function FilePickerView({ props }: WidgetComponentProps<FilePickerProps>) {
  const { setValue } = useFormField(props.form, props.field);
  return (
    <button type="button" onClick={() => setValue(new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }))}>
      {props.label}
    </button>
  );
}

const filePicker = defineWidget<FilePickerProps>({
  type: 'FilePicker',
  since: 1,
  component: FilePickerView,
});

const boom = defineWidget<{ message: string }>({
  type: 'Boom',
  since: 1,
  component: ({ props }) => {
    throw new Error(props.message);
  },
});

/** Plain widgets (drawn in place, renderer/screen/draw-in-place.tsx). */
const plainText = defineWidget<{ text?: string; fail?: boolean }>({
  type: 'PlainText',
  since: 1,
  plain: true,
  component: ({ props }) => {
    if (props.fail) throw new Error(`cannot draw ${String(props.text)}`);
    return <p>{props.text}</p>;
  },
});

const plainBox = defineWidget<{ label?: string }>({
  type: 'PlainBox',
  since: 1,
  container: true,
  plain: true,
  component: ({ props, children }) => <section aria-label={props.label}>{children}</section>,
});

const plainLink = defineWidget<{ label: string }>({
  type: 'PlainLink',
  since: 1,
  events: ['onPress'],
  plain: true,
  component: ({ props, fire, has }) =>
    has('onPress') ? (
      <button onClick={() => void fire('onPress')}>{props.label}</button>
    ) : (
      <span>{props.label}</span>
    ),
});

export const testRegistry: WidgetRegistry = {
  PlainText: plainText,
  PlainBox: plainBox,
  PlainLink: plainLink,
  Text: text,
  Button: button,
  Column: column,
  TextField: textField,
  FormFields: formFields,
  FilePicker: filePicker,
  Boom: boom,
};
