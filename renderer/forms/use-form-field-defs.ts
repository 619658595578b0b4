/**
 * The field definitions of a form as they are now (declared by the screen, then described by the
 * server once the data has loaded), for a widget that draws a whole form or one group of it
 * (`FormFields`). Re-renders when the definitions change, never when the borrower types.
 */
import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { FieldDef } from '../document/types.ts';
import { FormsContext } from './forms-context.ts';

export interface FormFieldDef {
  /** The field's name in the form (the payload name for a server-described field). */
  name: string;
  def: FieldDef;
}

const NONE: readonly string[] = [];
const noSubscription = () => () => undefined;

/**
 * The form's fields in drawing order: every field, or only those of one dynamic group (`group`, the
 * index in `forms.<id>.dynamic`). Empty outside a screen or for a form the screen does not declare.
 */
export function useFormFieldDefs(form: string, group?: number): readonly FormFieldDef[] {
  const port = useContext(FormsContext);
  const screenForm = port?.forms.get(form);
  const subscribe = screenForm?.subscribeFields ?? noSubscription;
  const names = useSyncExternalStore(subscribe, () => screenForm?.names() ?? NONE);
  const fields = useSyncExternalStore(subscribe, () => screenForm?.fields());
  return useMemo(() => {
    if (!fields) return [];
    const all = names.flatMap((name) => {
      const def = Object.hasOwn(fields, name) ? fields[name] : undefined;
      return def ? [{ name, def }] : [];
    });
    return group === undefined ? all : all.filter(({ def }) => def.group === group);
  }, [names, fields, group]);
}
