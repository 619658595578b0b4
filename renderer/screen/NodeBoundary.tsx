/** Catches a widget that throws while rendering: the node draws nothing and the error is reported; the screen lives on. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface NodeBoundaryProps {
  onError: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

export class NodeBoundary extends Component<NodeBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

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
