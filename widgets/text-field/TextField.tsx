import './text-field.css';
import { useCallback, useId, useLayoutEffect, useRef, type ChangeEvent, type CompositionEvent } from 'react';
import { isComposing, useFormField, WRAPPED_LINE } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { BusySpinner } from '../busy-spinner.tsx';
import { useBusyPress } from '../use-busy-press.ts';
import { widgetFacts } from '../widget-facts.ts';
import { nationalNumber } from './national-number.ts';
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
  defaultValue?: string;
  readOnly?: boolean;
  lines?: number;
}

/** The element that takes the text: an input, or a text area for a value shown over `lines`. */
type TextBox = HTMLInputElement | HTMLTextAreaElement;

export const textFieldWidget = defineWidget<TextFieldProps>({
  ...widgetFacts(schema),
  component: function TextField({ props, fire }) {
    // `ref` apart: the React Compiler lint treats an object whose member is passed as `ref` as a ref.
    const { ref: fieldRef, ...binding } = useFormField(props.form, props.field);
    const inputRef = useRef<TextBox | null>(null);
    const setInput = useCallback(
      (element: TextBox | null) => {
        inputRef.current = element;
        fieldRef(element);
      },
      [fieldRef],
    );
    const wrapped = props.lines !== undefined && props.lines > 1;
    const onChange = useLineOnChange(wrapped, usePhoneOnChange(props, binding.maxLength, binding.onChange));
    useScreenDefault(inputRef, props.defaultValue ?? '', onChange);
    const [actionBusy, pressAction] = useBusyPress(fire, 'onAction');
    const actionOff = Boolean(props.action?.disabled);
    const id = useId();
    const inputId = `${id}-input`;
    const prefixId = `${id}-prefix`;
    const errorId = `${id}-error`;
    const describedBy = [props.prefix ? prefixId : '', binding.error ? errorId : '']
      .filter(Boolean)
      .join(' ');
    // What the input and the text area share (`ref` apart, as above).
    const box = {
      id: inputId,
      className: 'w-text-field__input',
      name: binding.name,
      onChange,
      onCompositionEnd: onChange,
      onBlur: binding.onBlur,
      form: binding.form,
      ...binding.keyboard,
      inputMode: props.inputMode,
      autoComplete: props.autoComplete,
      placeholder: props.placeholder,
      readOnly: props.readOnly,
      'aria-required': binding.required || undefined,
      'aria-invalid': binding.error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div className="w-text-field">
        <label htmlFor={inputId} className={props.hideLabel ? 'visually-hidden' : 'w-text-field__label'}>
          {props.label}
        </label>
        <div className="w-text-field__row">
          <div
            className="w-text-field__box"
            data-invalid={binding.error ? 'true' : 'false'}
            data-readonly={props.readOnly ? 'true' : undefined}
          >
            {props.prefix && (
              <span id={prefixId} className="w-text-field__prefix">
                {props.prefix}
              </span>
            )}
            {wrapped ? (
              <textarea
                {...box}
                ref={setInput}
                className="w-text-field__input w-text-field__input--lines"
                rows={props.lines}
                {...{ [WRAPPED_LINE]: '' }}
                // The keyboard's key reads "done", not "new line": Enter moves on (enter-key.ts).
                enterKeyHint="done"
              />
            ) : (
              <input {...box} ref={setInput} type={props.type ?? 'text'} />
            )}
          </div>
          {props.action && (
            <button
              type="button"
              className="w-text-field__action"
              // Busy or turned off, it keeps the focus (aria-disabled, not disabled: decision
              // 0081): "Send code" turning into "Resend in 59 s", or "Verify" into "Verified", under
              // a keyboard's focus dropped it to the page for the whole countdown.
              aria-disabled={actionBusy || actionOff || undefined}
              aria-busy={actionBusy}
              onClick={() => {
                if (!actionOff) void pressAction();
              }}
            >
              <span className="w-text-field__action-label">{props.action.label}</span>
              {actionBusy && <BusySpinner />}
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

/** A keystroke, or a word the keyboard composed being committed (decision 0063). */
type ChangeHandler = (event: ChangeEvent<TextBox> | CompositionEvent<TextBox>) => void;

/**
 * A phone field that shows its country code (`type` tel, a `prefix` such as "+91") keeps the
 * national number of what is entered with that code or a trunk 0 (national-number.ts), before the
 * form's filter cuts it to the field's length; any other field hands its changes on as they are.
 */
function usePhoneOnChange(props: TextFieldProps, length: number | undefined, onChange: ChangeHandler) {
  const countryCode = props.type === 'tel' && props.prefix?.startsWith('+') ? props.prefix.slice(1) : '';
  const phoneOnChange = useCallback<ChangeHandler>(
    (event) => {
      const input = event.currentTarget;
      // A word still composed is left as it is on screen; it is read once committed.
      if (isComposing(event)) return onChange(event);
      const national = nationalNumber(input.value, countryCode, length ?? Infinity);
      if (national !== input.value) input.value = national;
      onChange(event);
    },
    [countryCode, length, onChange],
  );
  return countryCode === '' || length === undefined ? onChange : phoneOnChange;
}

/**
 * A value shown over several lines stays one line: a line break pasted in (or typed where Enter does
 * not move on) becomes a space, where it stands, before the form reads the value.
 */
function useLineOnChange(wrapped: boolean, onChange: ChangeHandler): ChangeHandler {
  const lineOnChange = useCallback<ChangeHandler>(
    (event) => {
      const box = event.currentTarget;
      // The text area's value has its line breaks as "\n" alone, so the length does not change.
      const line = box.value.replace(/\n/g, ' ');
      if (line !== box.value && !isComposing(event)) {
        const { selectionStart, selectionEnd } = box;
        box.value = line;
        box.setSelectionRange(selectionStart, selectionEnd);
      }
      onChange(event);
    },
    [onChange],
  );
  return wrapped ? lineOnChange : onChange;
}

/**
 * Puts the screen's `defaultValue` into the empty input once per value, through the field's own
 * change handler (so the form's filter applies and the form holds it); a value the borrower cleared
 * is not put back.
 */
function useScreenDefault(
  inputRef: { readonly current: TextBox | null },
  wanted: string,
  onChange: (event: ChangeEvent<TextBox>) => void,
): void {
  const applied = useRef('');
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || wanted === '' || applied.current === wanted) return;
    applied.current = wanted;
    if (input.value !== '') return;
    input.value = wanted;
    onChange({
      target: input,
      currentTarget: input,
      type: 'change',
    } as unknown as ChangeEvent<TextBox>);
  }, [inputRef, wanted, onChange]);
}
