import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/report-error';
import { UnexpectedError } from './unexpected-error';

/** Top-level fallback of doc 1 §2 on an unexpected failure: Spanish, a way out, reported (issue 22). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; code: string | null }> {
  override state = { failed: false, code: null as string | null };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected UI failure', error, info.componentStack);
    this.setState({ code: reportError(error, info.componentStack) });
  }

  override render() {
    if (this.state.failed) return <UnexpectedError code={this.state.code} />;
    return this.props.children;
  }
}
