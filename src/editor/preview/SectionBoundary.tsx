import { Component, type ReactNode } from 'react';

interface SectionBoundaryProps {
  /** What shows instead of a part of the page that cannot render from the draft as it is. */
  fallback: ReactNode;
  /** Changes with the draft: a part that failed is tried again with the next one. */
  version: number;
  children: ReactNode;
}

/** A section (or the header, or the footer) that cannot render from a half-edited draft does not take the preview down. */
export class SectionBoundary extends Component<SectionBoundaryProps, { failedAt: number | undefined }> {
  override state = { failedAt: undefined as number | undefined };

  static getDerivedStateFromError(): { failedAt: number } {
    return { failedAt: -1 };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.version });
  }

  override componentDidUpdate(previous: SectionBoundaryProps): void {
    if (this.state.failedAt !== undefined && previous.version !== this.props.version)
      this.setState({ failedAt: undefined });
  }

  override render(): ReactNode {
    return this.state.failedAt === undefined ? this.props.children : this.props.fallback;
  }
}
