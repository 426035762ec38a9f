import { Component, type ReactNode } from "react";

type Props = { label: string; children: ReactNode };

/**
 * A module that throws while rendering in the browser is dropped alone: this boundary
 * renders nothing in its place and logs which module failed. (On the server, the Suspense
 * boundary around each module does the same job; see LandingModules.)
 */
export class ModuleBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`${this.props.label} failed to render and was left out:`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
