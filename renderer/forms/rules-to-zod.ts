/**
 * Turns a form's field rules into a zod schema for react-hook-form's resolver. Each field reports
 * only its first failing rule (the message the borrower sees); the rules are checked against the
 * whole object so `equalsField` can read the other field.
 *
 * `zod/mini` (the tree-shakable build) because the first visit to /login pays for every kilobyte and
 * the rules themselves are our own functions: zod only carries the issues to react-hook-form.
 */
import { z } from 'zod/mini';
import type { FormDef } from '../document/types.ts';
import { firstFailure } from './rule-checks.ts';

/** Whether a rule's `when` holds for the form values being validated (`form.<id>` in its scope). */
export type FormWhenHolds = (when: unknown, values: Readonly<Record<string, unknown>>) => boolean;

export function formSchema(form: FormDef, whenHolds?: FormWhenHolds) {
  const names = Object.keys(form.fields);
  const shape = Object.fromEntries(names.map((name) => [name, z.optional(z.unknown())]));
  return z.object(shape).check(
    z.superRefine((values, context) => {
      const all = values as Record<string, unknown>;
      const holds = whenHolds && ((when: unknown) => whenHolds(when, all));
      for (const name of names) {
        const message = firstFailure(form.fields[name]?.rules ?? [], all[name], all, holds);
        if (message !== undefined) context.addIssue({ code: 'custom', message, path: [name] });
      }
    }),
  );
}
