import { useEffect, useRef } from 'react';

/** The full-screen "Processing..." notice while a form is being sent: holds focus, announced. */
export function ProcessingOverlay({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div
      ref={ref}
      className="processing"
      role="dialog"
      aria-modal="true"
      aria-labelledby="processing-label"
      tabIndex={-1}
      onKeyDown={(event) => {
        // Nothing behind the notice can be reached while the request runs.
        if (event.key === 'Tab') event.preventDefault();
      }}
    >
      <div className="processing__spinner" aria-hidden="true" />
      <p id="processing-label" className="processing__label" role="status">
        {label}
      </p>
    </div>
  );
}
