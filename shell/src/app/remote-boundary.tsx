import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoad } from '@casino/shared';
import { reportClientError } from './error-reports';
import { RemoteFallback } from './remote-fallback';

interface Props {
  app: string;
  children: ReactNode;
  /** A widget that fails simply disappears instead of showing the fallback. */
  silent?: boolean;
}

/** Keeps a crash inside one app's region: header, footer and other routes keep working. */
export class RemoteBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  private readonly retry = () => {
    retryFailedLoad(this.state.error);
    this.setState({ failed: false, error: null });
  };

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.app}] render failed`, error, info.componentStack);
    reportClientError(this.props.app, 'render', error);
  }

  override render() {
    if (this.state.failed) return this.props.silent ? null : <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
