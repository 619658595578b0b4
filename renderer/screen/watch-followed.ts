/**
 * While a screen is shown, the values that change what it loads: state and the form fields its
 * following data sources read (`data.follow()`), and every store change for the forms whose fields
 * the server describes (`onStoreChange`). Returns the function that stops watching.
 */
import type { DataSources } from '../data/data-sources.ts';
import type { ScreenForms } from '../forms/screen-forms.ts';
import type { ScreenStore } from './screen-store.ts';

interface WatchDeps {
  store: ScreenStore;
  forms: ScreenForms;
  data: DataSources;
  /** Runs after every change of data, state or dialog (cheap: it compares before it acts). */
  onStoreChange(): void;
}

export function watchFollowedValues({ store, forms, data, onStoreChange }: WatchDeps): () => void {
  const followed = data.followed();
  const stops: Array<() => void> = [];
  let state = store.get().state;
  stops.push(
    store.subscribe(() => {
      onStoreChange();
      const now = store.get().state;
      if (followed.state && now !== state) data.follow();
      state = now;
    }),
  );
  const names = new Map<string, string[] | undefined>();
  for (const { form, field } of followed.forms) {
    if (field === undefined || (names.has(form) && names.get(form) === undefined)) names.set(form, undefined);
    else names.set(form, [...(names.get(form) ?? []), field]);
  }
  for (const [id, fields] of names) {
    const methods = forms.get(id)?.methods;
    if (!methods) continue;
    stops.push(
      methods.subscribe({
        ...(fields ? { name: fields } : {}),
        formState: { values: true },
        callback: () => data.follow(),
      }),
    );
  }
  return () => stops.splice(0).forEach((stop) => stop());
}
