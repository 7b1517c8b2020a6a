import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the path, once the user navigates elsewhere) renders the children again. */
  resetKey?: string;
}

interface State {
  error: { value: unknown } | null;
  resetKey?: string;
}

/** Shows the error view (spec 000 §8) in place of a screen whose rendering or code loading failed. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(value: unknown): Partial<State> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
