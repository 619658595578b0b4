/** Which form fields a node's expressions read (`form.<id>.<field>`), so only that node subscribes to them. */
import { collectPaths } from '../expressions/collect-paths.ts';

export interface FormRead {
  form: string;
  /** Undefined when the expression reads the whole form (`form.login`). */
  field?: string;
}

export function formReadsOf(expressions: readonly unknown[]): FormRead[] {
  const seen = new Set<string>();
  const reads: FormRead[] = [];
  for (const { path } of collectPaths(expressions, '')) {
    const [root, form, field] = path.split('.');
    if (root !== 'form' || form === undefined) continue;
    const key = `${form}.${field ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reads.push(field === undefined ? { form } : { form, field });
  }
  return reads;
}
