/**
 * Rewrites every widget node of a screen document wherever the format puts nodes: the body, each
 * node's children and fallback node, and each dialog's body and actions. Nothing else holds nodes:
 * props, expressions and state are values, so an object there that looks like a node is left alone.
 * Pure: returns a new document and never changes the one it is given.
 */
import { isJsonObject, type JsonObject } from './json-object.ts';

export type NodeChange = (node: JsonObject) => JsonObject;

export function mapNodes(document: JsonObject, change: NodeChange): JsonObject {
  const list = (value: unknown): unknown => (Array.isArray(value) ? value.map(node) : value);

  function node(value: unknown): unknown {
    if (!isJsonObject(value)) return value;
    const inner: JsonObject = { ...value };
    if ('children' in value) inner.children = list(value.children);
    if (isJsonObject(value.fallback)) inner.fallback = node(value.fallback);
    return change(inner);
  }

  const dialog = (value: unknown): unknown => {
    if (!isJsonObject(value)) return value;
    const out: JsonObject = { ...value };
    if ('body' in value) out.body = list(value.body);
    if ('actions' in value) out.actions = list(value.actions);
    return out;
  };

  const out: JsonObject = { ...document };
  if ('body' in document) out.body = list(document.body);
  if (isJsonObject(document.dialogs)) {
    out.dialogs = Object.fromEntries(Object.entries(document.dialogs).map(([id, d]) => [id, dialog(d)]));
  }
  return out;
}
