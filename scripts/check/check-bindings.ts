/**
 * Check (e): every binding path (`{"$bind": path}` and `{{path}}` in templates) resolves where it is
 * used, and every `each` that reads a binding gets a list.
 */
import type { Catalog, ScreenFile } from './catalog.ts';
import { collectPaths } from '../../renderer/expressions/collect-paths.ts';
import { collectExpressionProblems } from '../../renderer/expressions/collect-problems.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { bindingOf, resolveBinding, type BindingEnv } from './resolve-binding.ts';
import { elementsOf } from './schema-walk.ts';
import { walkScreen } from './walk-screen.ts';

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  string: 'a text',
  number: 'a number',
  integer: 'a number',
  boolean: 'true or false',
  null: 'null',
};

export function checkBindings(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const env: BindingEnv = { screen, catalog };
  walkScreen(screen.doc, {
    expression(value, pointer, scope) {
      // Operators were checked by the meta-schema; what is left here is templates' placeholders.
      for (const defect of collectExpressionProblems(value, pointer)) {
        problems.push({
          file: screen.file,
          pointer: defect.pointer,
          message: `${defect.message}. Expected a dotted path such as {{data.home.userType}}; use {"$fn": ...} to format a value.`,
        });
      }
      for (const found of collectPaths(value, pointer)) {
        const resolution = resolveBinding(found.path, scope, env);
        // The pointer names the value holding the binding (`/props/text`), not its `$bind` key.
        const at = found.pointer.endsWith('/$bind')
          ? found.pointer.slice(0, -'/$bind'.length)
          : found.pointer;
        if (!resolution.ok) problems.push({ file: screen.file, pointer: at, message: resolution.message });
      }
    },
    node(node, pointer, scope) {
      const list = bindingOf(node.each);
      const frame = scope.eaches[scope.eaches.length - 1];
      if (list === undefined || !frame) return;
      const resolution = resolveBinding(list, frame.scope, env);
      if (!resolution.ok || !resolution.at) return;
      const elements = elementsOf(resolution.at);
      if (elements.kind === 'not-a-list') {
        const kinds = elements.types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
        problems.push({
          file: screen.file,
          pointer: pointerJoin(pointer, 'each'),
          message: `"each" needs a list, but "${list}" is ${kinds} in ${resolution.origin ?? 'its schema'}. Expected the path of a list.`,
        });
      }
    },
  });
  return problems;
}
