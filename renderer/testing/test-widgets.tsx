/**
 * Minimal widgets for the renderer's own tests (the renderer never imports the real ones in
 * widgets/). Each counts its renders by a `testId` prop so tests can prove what re-renders.
 */
import { defineWidget, type WidgetComponentProps, type WidgetRegistry } from '../widget-api.ts';
import { useFormField } from '../form-field-api.ts';

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
  propsSchema: {},
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
  propsSchema: {},
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
  propsSchema: {},
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
  propsSchema: {},
  component: TextFieldView,
});

const boom = defineWidget<{ message: string }>({
  type: 'Boom',
  since: 1,
  propsSchema: {},
  component: ({ props }) => {
    throw new Error(props.message);
  },
});

export const testRegistry: WidgetRegistry = {
  Text: text,
  Button: button,
  Column: column,
  TextField: textField,
  Boom: boom,
};
