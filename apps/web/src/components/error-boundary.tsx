import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Top-level fallback of doc 1 §2: 'Something went wrong.' on an unexpected failure. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected UI failure', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" style={{ padding: 32, fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}>
          <h1>Something went wrong.</h1>
        </div>
      );
    }
    return this.props.children;
  }
}
