// The hand-written form's field components: a labelled input and a labelled drop-down bound through
// react-hook-form's `register`, with the error under the control. They reuse the widgets' class
// names so both versions of the form share one stylesheet and lay out alike.
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
}

interface TextFieldProps extends FieldProps {
  maxLength?: number;
  /** Digits only: anything else typed or pasted is dropped before the form sees it. */
  digits?: boolean;
}

const DIGIT_INPUT: InputHTMLAttributes<HTMLInputElement> = { inputMode: 'numeric', pattern: '[0-9]*' };

export function TextField({ label, registration, error, placeholder, maxLength, digits }: TextFieldProps) {
  const id = useId();
  const onChange = digits
    ? (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = event.target.value.replace(/\D+/g, '');
        return registration.onChange(event);
      }
    : registration.onChange;
  return (
    <div className="w-form-fields__field">
      <label htmlFor={id} className="w-form-fields__label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        className="w-form-fields__input"
        {...(digits ? DIGIT_INPUT : {})}
        {...registration}
        onChange={onChange}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="w-form-fields__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps extends FieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ label, registration, error, placeholder, options }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="w-select">
      <label htmlFor={id} className="w-select__label">
        {label}
      </label>
      <select
        id={id}
        className="w-select__control"
        {...registration}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="w-select__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
