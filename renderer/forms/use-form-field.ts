/**
 * Binds a field widget to `forms.<form>.fields.<field>` of its screen (FormFieldBinding of
 * form-field-api.ts). The input stays uncontrolled; the widget re-renders only when its own error
 * changes. Outside a screen, or for a field the screen does not declare, the binding still works as
 * a plain uncontrolled input (and the defect is reported), so a screen never crashes.
 */
import { useContext, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { createFormControl, useFormState, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from '../form-field-api.ts';
import { FormsContext } from './forms-context.ts';
import { applyInputFilter } from './input-filters.ts';
import { preloadValidation } from './lazy-resolver.ts';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Filters only apply to typed text, never to checkboxes, radios or selects. */
function isTyped(element: FieldElement): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLSelectElement) return false;
  return !(element instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(element.type));
}

export function useFormField(form: string, field: string): FormFieldBinding {
  const port = useContext(FormsContext);
  const screenForm = port?.forms.get(form);
  const def = screenForm?.def.fields[field];
  const [standalone] = useState(() => (screenForm && def ? undefined : createFormControl<FieldValues>()));
  const methods = standalone ?? screenForm?.methods;
  if (!methods) throw new Error('unreachable: a field always has a form control');

  useEffect(() => {
    if (port && !def) port.onUnknownField(form, field);
  }, [port, def, form, field]);

  const { errors } = useFormState({ control: methods.control, name: field });
  const message = errors[field]?.message;

  const binding = useMemo(() => {
    const registered = methods.register(field);
    const rules = def?.rules ?? [];
    return {
      name: registered.name,
      ref: registered.ref,
      // Blur only marks the field touched; it hands the form its current value, not an element's.
      onBlur: () =>
        void registered.onBlur({ target: { name: field, value: methods.getValues(field) }, type: 'blur' }),
      onChange: (event: ChangeEvent<FieldElement>) => {
        void preloadValidation();
        const element = event.target;
        if (def && isTyped(element)) {
          const kept = applyInputFilter(element.value, def.input, def.maxLength);
          if (kept !== element.value) element.value = kept;
        }
        void registered.onChange(event);
      },
      required: rules.some((rule) => rule.rule === 'required' || rule.rule === 'checked'),
      ...(def?.maxLength !== undefined ? { maxLength: def.maxLength } : {}),
    };
  }, [methods, field, def]);

  return useMemo(
    () => (typeof message === 'string' ? { ...binding, error: message } : binding),
    [binding, message],
  );
}
