import { Component, type ReactNode } from 'react';
import { ErrorView } from './ErrorView';

interface Props {
  children: ReactNode;
  onError: (error: Error) => void;
}

interface State {
  error: Error | null;
}

/** Catches render errors of one widget so it shows the error view, never a blank box. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorView error={error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
