/**
 * How a field widget binds to a form declared in the screen file (`forms.<id>.fields.<name>`, or a
 * field the server describes through `forms.<id>.dynamic`). Implemented by `renderer/forms/`;
 * widgets import only these types and the hooks re-exported here.
 */
import type { ChangeEvent, CompositionEvent } from 'react';
import type { KeyboardHints } from './forms/input-filters.ts';

export type {
  FieldControl,
  FieldDef,
  FieldOption,
  FieldOptionsRef,
  FieldRule,
  InputFilter,
} from './document/types.ts';
export type { FormFieldDef } from './forms/use-form-field-defs.ts';
export type { KeyboardHints } from './forms/input-filters.ts';

export interface FormFieldBinding {
  name: string;
  /**
   * Attach to the `<input>`/`<select>`: inputs stay uncontrolled (react-hook-form). Destructure it
   * (`const { ref, ...field } = useFormField(form, name)`): the React Compiler lint treats an object
   * whose member is passed as `ref` as a ref itself and rejects reading its other members in render.
   */
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
  /**
   * Applies the field's input filter (e.g. digits only) and hands the value to the form. Attach it
   * as `onCompositionEnd` too: while a keyboard composes a word the text on screen is left alone,
   * and the filter rewrites it once the word is committed (decision 0063).
   */
  onChange: (
    event:
      | ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>
      | CompositionEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
  /**
   * Hands the form a value no input element holds (a picked image as a File or Blob, an option
   * chosen in a custom list), as a change: it is validated like typing once the form was submitted.
   */
  setValue: (value: unknown) => void;
  maxLength?: number;
  /**
   * Spread on a text input: what the field's filter asks of the phone's keyboard (capitals for a
   * code, no capital for a contact's name, no suggestions; decision 0063). Empty without a filter.
   */
  keyboard: KeyboardHints;
  /**
   * Set on the field's `<input>` or `<select>` as its `form` attribute: the id of the screen form's
   * hidden `<form>` element, which its other fields and its submit button name too. With it, Enter
   * in a text field moves to the form's next field, and in the last one presses the form's submit
   * button (decision 0066; the page's listeners in forms/enter-key.ts do it). Undefined outside a
   * screen.
   */
  form?: string;
  /** The message of the first failing rule, once the borrower has tried to submit. */
  error?: string;
  /** Whether a `required` or `checked` rule applies now (a rule with `when` comes and goes). */
  required: boolean;
}

export { useFormField } from './forms/use-form-field.ts';
/**
 * `useFormFieldDefs(form, group?)`: the form's current fields in drawing order as `{ name, def }`
 * (`def.control`, `def.options`, `def.label`, `def.placeholder`, `def.group`), re-rendering when the
 * server's fields arrive. A widget drawing a form draws one field widget per entry, each bound with
 * `useFormField(form, name)`.
 */
export { useFormFieldDefs } from './forms/use-form-field-defs.ts';
/**
 * `keepDigits(text)`: the digits of `text` as the forms' `digits` filter keeps them (those of the
 * Indian scripts, Arabic-Indic and full-width read as 0-9, decision 0059). For a widget that reads
 * the digits of what was entered before the form's filter does (a phone field's country code).
 */
export { keepDigits } from './forms/input-filters.ts';
/**
 * `isComposing(event)`: whether an input event belongs to a word the keyboard is still composing,
 * whose text a widget must not rewrite until the word is committed (decision 0063).
 */
export { isComposing } from './forms/composing.ts';
/**
 * `WRAPPED_LINE`: the attribute (set to "") of a `<textarea>` that shows a one-line value over
 * several lines; the keyboard's Enter there moves on as in a text input (decision 0066), instead of
 * starting a line the field's rules would refuse.
 */
export { WRAPPED_LINE } from './forms/enter-key.ts';
