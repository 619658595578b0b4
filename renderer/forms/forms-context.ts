/** Hands a screen's forms to `useFormField` in the field widgets below it. */
import { createContext } from 'react';
import type { ScreenForms } from './screen-forms.ts';

export interface FormsPort {
  forms: ScreenForms;
  /** A widget names a form or field the screen does not declare. */
  onUnknownField(form: string, field: string): void;
}

export const FormsContext = createContext<FormsPort | null>(null);
