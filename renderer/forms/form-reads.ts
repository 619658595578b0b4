/**
 * Which form fields a node's expressions read (`form.<id>.<field>`), so only that node subscribes to
 * them. `formStatus.<id>` depends on every field of the form: it reads the whole form.
 */
import { collectPaths } from '../expressions/collect-paths.ts';

export interface FormRead {
  form: string;
  /** Undefined when the expression reads the whole form (`form.login`, `formStatus.login.complete`). */
  field?: string;
}

export function formReadsOf(expressions: readonly unknown[]): FormRead[] {
  const seen = new Set<string>();
  const reads: FormRead[] = [];
  for (const { path } of collectPaths(expressions, '')) {
    const [root, form, field] = path.split('.');
    if ((root !== 'form' && root !== 'formStatus') || form === undefined) continue;
    const read = root === 'form' && field !== undefined ? field : undefined;
    const key = `${form}.${read ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reads.push(read === undefined ? { form } : { form, field: read });
  }
  return reads;
}
