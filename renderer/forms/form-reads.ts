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

/** Reads of parts of a screen document, by part: a document never changes once loaded. */
const readsOfVisibleAndProps = new WeakMap<object, readonly FormRead[]>();
const readsOfEach = new WeakMap<object, readonly FormRead[]>();

/**
 * What a node's `visible` and `props` read (or, with `each`, its `each`), worked out once per node
 * of the document rather than on every visit of its screen.
 */
export function nodeFormReads(
  node: { visible?: unknown; props?: unknown; each?: unknown },
  part: 'item' | 'each',
): readonly FormRead[] {
  const cache = part === 'item' ? readsOfVisibleAndProps : readsOfEach;
  let reads = cache.get(node);
  if (!reads) {
    reads = formReadsOf(part === 'item' ? [node.visible, node.props] : [node.each]);
    cache.set(node, reads);
  }
  return reads;
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
