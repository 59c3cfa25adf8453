import { Component, type ReactNode } from 'react';

interface Props {
  /** The address shown: a new one clears the error, so navigating away from a failed page works. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  key: string;
}

/** Shows `fallback` for whatever its pages throw while rendering (their code chunk included). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.key) return null;
    return { error: null, failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
