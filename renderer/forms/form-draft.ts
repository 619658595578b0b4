/**
 * A form's draft (`forms.<id>.draft`, decision 0090): what the borrower typed, kept in the tab while
 * they are away (another app took the phone, the tab was reloaded or killed, the form opened another
 * screen) and put back when the form is drawn again. Pure: where a draft is kept is the app's
 * (`RendererServices.drafts`), when it is kept is the screen's (screen-forms.ts).
 */
import type { FieldDef, FormDef } from '../document/types.ts';
import { jsonEqual } from '../expressions/equality.ts';
import type { DraftStore } from '../services-api.ts';

/**
 * A screen's drafts, keyed by form id, kept in `store` under the screen's id and path parameters: the
 * same form of another order is another draft; the query (where a screen brings a value back, e.g.
 * the IFSC code) is not part of the key.
 */
export function screenDrafts(
  store: DraftStore,
  screen: string,
  params: Readonly<Record<string, string | undefined>>,
): DraftStore {
  const path = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  const key = (form: string) => `${screen}${path ? `?${path}` : ''}#${form}`;
  return {
    read: (form) => store.read(key(form)),
    write: (form, values) => store.write(key(form), values),
    remove: (form) => store.remove(key(form)),
  };
}

/** Whether the form keeps this field's value in its draft. */
export function keptInDraft(form: FormDef, field: FieldDef | undefined): boolean {
  return form.draft === true && field !== undefined && field.draft !== false;
}

/** A value a draft holds: text, a number or a tick. A photo (a File) is not kept. */
export function isDraftValue(value: unknown): value is string | number | boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** The kept fields' values that differ from their default: empty when the borrower changed nothing. */
export function draftOf(
  form: FormDef,
  fields: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    if (keptInDraft(form, field) && isDraftValue(value) && !jsonEqual(value, field.default ?? ''))
      draft[name] = value;
  }
  return draft;
}
