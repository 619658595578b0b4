/** Catches a widget that throws while rendering: the node draws nothing and the error is reported; the screen lives on. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface NodeBoundaryProps {
  onError: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

export class NodeBoundary extends Component<NodeBoundaryProps, { failed: boolean }> {
  // Set in the constructor, not as a class field: the build's target compiles class fields into a
  // helper call per instance, and a screen makes one boundary per interactive node on every visit.
  constructor(props: NodeBoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
