// One part of the editor (the Content list, the form being edited, one section's form, the preview,
// Problems, Publishing, a dialog) that fails to render shows what happened in its own place, with
// "Try again"; the rest of the editor, and the work in it, stays. Without it one error anywhere
// blanked the whole page.
import { Component, type ReactNode } from 'react';
import { fill, text } from '../strings.ts';

interface PartBoundaryProps {
  /** The part's name in the message, as the marketer knows it ("the preview", "this section's form"). */
  part: string;
  /** When it changes (another file opened, the draft changed), a failed part is tried again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface PartBoundaryState {
  error: Error | undefined;
  /** The resetKey the part last rendered with. */
  key: unknown;
}

export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: PartBoundaryProps,
    state: PartBoundaryState,
  ): Partial<PartBoundaryState> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="part-failed" role="alert">
        <p>{fill(text.partFailed, { part: this.props.part })}</p>
        <p className="part-failed__detail">{fill(text.partFailedDetail, { message: error.message })}</p>
        <button type="button" className="button button--small" onClick={() => this.setState({ error: undefined })}>
          {text.tryAgain}
        </button>
      </div>
    );
  }
}
