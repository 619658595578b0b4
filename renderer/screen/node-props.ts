/** The props of every component that draws a document node. */
import type { WidgetNode } from '../document/types.ts';
import type { Scope } from '../expressions/scope.ts';

export interface NodeProps {
  node: WidgetNode;
  /** The scope expressions are evaluated in. */
  scope: Scope;
  /** The local roots (`item`, `index`) that actions add to the latest screen scope. */
  locals: Scope;
  /** The JSON pointer of the node in the document, for reports. */
  pointer: string;
}
