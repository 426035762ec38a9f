import { Component, type ReactNode } from "react";

type Props = {
  /** Names the failed part in the console; a function for a label that loads its words first. */
  label: string | (() => Promise<string>);
  children: ReactNode;
};

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
    const { label } = this.props;
    const warn = (text: string) => console.warn(`${text} failed to render and was left out:`, error);
    if (typeof label === "string") warn(label);
    else void label().then(warn);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
