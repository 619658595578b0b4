/** The props of every component that draws a document node. */
import type { WidgetNode } from '../document/types.ts';
import type { Scope } from '../expressions/scope.ts';
import type { ScreenRuntime } from './screen-runtime.ts';

export interface NodeProps {
  node: WidgetNode;
  /** The scope expressions are evaluated in. */
  scope: Scope;
  /** The local roots (`item`, `index`) that actions add to the latest screen scope. */
  locals: Scope;
  /** The JSON pointer of the node in the document, for reports. */
  pointer: string;
  /**
   * The screen being drawn. Handed down with the node rather than read from a context: nodes drawn
   * in place (draw-in-place.ts) are drawn by plain functions, which cannot read one.
   */
  runtime: ScreenRuntime;
}
