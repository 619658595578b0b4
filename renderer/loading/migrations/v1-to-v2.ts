/**
 * Format 1 -> 2: the Link widget's caption prop `text` is called `label`, as on every other widget
 * the borrower presses (Button, Fab, ListItem, NavItem, Checkbox). The prop's value moves as it is,
 * an expression included; the prop keeps its place among the others so a rewritten file changes
 * only that line. A Link that already has a `label` is left for the checker to report.
 */
import type { JsonObject } from './json-object.ts';
import { isJsonObject } from './json-object.ts';
import { mapNodes } from './map-nodes.ts';

function renameLinkCaption(node: JsonObject): JsonObject {
  const props = node.props;
  if (node.type !== 'Link' || !isJsonObject(props)) return node;
  if (!Object.hasOwn(props, 'text') || Object.hasOwn(props, 'label')) return node;
  const renamed = Object.entries(props).map(([key, value]) => [key === 'text' ? 'label' : key, value]);
  return { ...node, props: Object.fromEntries(renamed) };
}

export function v1ToV2(document: JsonObject): JsonObject {
  return { ...mapNodes(document, renameLinkCaption), format: 2 };
}
