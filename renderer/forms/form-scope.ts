/**
 * `form.<id>.<field>` and `formStatus.<id>` for expressions. Values are read from react-hook-form
 * when an expression reads them, never copied into React state: typing re-renders nothing by itself.
 */
import { LiveValues } from '../expressions/live-values.ts';
import type { ScreenForms } from './screen-forms.ts';

export function formValuesScope(forms: ScreenForms): LiveValues {
  return new LiveValues(forms.ids(), (id) => forms.get(id)?.methods.getValues());
}

/** `formStatus.<id>.complete` and `.dirty`, computed from the current values when read. */
export function formStatusScope(forms: ScreenForms): LiveValues {
  return new LiveValues(forms.ids(), (id) => forms.get(id)?.status());
}
