/**
 * Re-renders the calling node when a form field its expressions read changes, and only then: the
 * subscription is to those field names (react-hook-form `subscribe`), so typing elsewhere is free.
 * A node reading a whole form (or its `formStatus`) also follows the form's field definitions, which
 * change when the server's fields arrive.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { FormRead } from './form-reads.ts';
import type { ScreenForms } from './screen-forms.ts';

function group(reads: readonly FormRead[]): Map<string, string[] | undefined> {
  const byForm = new Map<string, string[] | undefined>();
  for (const { form, field } of reads) {
    if (field === undefined || (byForm.has(form) && byForm.get(form) === undefined))
      byForm.set(form, undefined);
    else byForm.set(form, [...(byForm.get(form) ?? []), field]);
  }
  return byForm;
}

/** Returns a counter that changes with the read values; the caller re-evaluates its expressions. */
export function useFormReads(forms: ScreenForms | undefined, reads: readonly FormRead[]): number {
  const [version] = useState(() => ({ current: 0 }));
  const subscribe = useCallback(
    (notify: () => void) => {
      const stops: Array<() => void> = [];
      const callback = () => {
        version.current += 1;
        notify();
      };
      for (const [formId, names] of group(reads)) {
        const form = forms?.get(formId);
        if (!form) continue;
        stops.push(
          form.methods.subscribe({
            ...(names ? { name: names } : {}),
            formState: { values: true },
            callback,
          }),
        );
        if (!names) stops.push(form.subscribeFields(callback));
      }
      return () => stops.forEach((stop) => stop());
    },
    [forms, reads, version],
  );
  return useSyncExternalStore(subscribe, () => version.current);
}
