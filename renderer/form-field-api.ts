/**
 * How a field widget binds to a form declared in the screen file (`forms.<id>.fields.<name>`).
 * Implemented by `renderer/forms/`; widgets import only this type and the hook re-exported here.
 */
import type { ChangeEvent } from 'react';

export interface FormFieldBinding {
  name: string;
  /**
   * Attach to the `<input>`/`<select>`: inputs stay uncontrolled (react-hook-form). Destructure it
   * (`const { ref, ...field } = useFormField(form, name)`): the React Compiler lint treats an object
   * whose member is passed as `ref` as a ref itself and rejects reading its other members in render.
   */
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
  /** Applies the field's input filter (e.g. digits only) and hands the value to the form. */
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  maxLength?: number;
  /** The message of the first failing rule, once the borrower has tried to submit. */
  error?: string;
  required: boolean;
}

export { useFormField } from './forms/use-form-field.ts';
