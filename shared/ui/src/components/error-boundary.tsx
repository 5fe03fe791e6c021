import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Renders the failure; `reset` clears it and renders the children again. */
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
  /** When one of these changes, a shown failure clears by itself. */
  resetKeys?: readonly unknown[];
  onReset?: () => void;
};

type ErrorBoundaryState = { error: Error | null };

function haveChanged(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Rendering failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && haveChanged(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error)
      return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
