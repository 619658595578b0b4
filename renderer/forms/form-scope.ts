/**
 * `form.<id>.<field>` and `formStatus.<id>` for expressions. Values are read from react-hook-form
 * when an expression reads them (a getter per form), never copied into React state: typing
 * re-renders nothing by itself.
 */
import type { ScreenForms } from './screen-forms.ts';

export function formValuesScope(forms: ScreenForms): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  for (const id of forms.ids()) {
    Object.defineProperty(scope, id, {
      enumerable: true,
      get: () => forms.get(id)?.methods.getValues(),
    });
  }
  return scope;
}

/** `formStatus.<id>.complete` and `.dirty`, computed from the current values when read. */
export function formStatusScope(forms: ScreenForms): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  for (const id of forms.ids()) {
    Object.defineProperty(scope, id, {
      enumerable: true,
      get: () => forms.get(id)?.status(),
    });
  }
  return scope;
}
