// A button that turns itself off when pressed (Save while saving, Publish while publishing) or goes
// away (Update my draft, once the draft is up to date) takes the keyboard's focus with it: Firefox,
// WebKit and Chromium all drop it to the page, and a keyboard user starts again from the top. Once
// the pressed button is off or gone, the focus goes where the outcome of the press is told instead,
// unless the user has moved it meanwhile.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

export function useFocusFallback(
  off: boolean,
  fallback: () => HTMLElement | null,
): { button: RefObject<HTMLButtonElement | null>; pressed: () => void } {
  const button = useRef<HTMLButtonElement | null>(null);
  const waiting = useRef(false);
  const target = useRef(fallback);
  useLayoutEffect(() => {
    target.current = fallback;
  });
  useLayoutEffect(() => {
    if (!waiting.current) return;
    const element = button.current;
    const gone = element === null || !element.isConnected;
    if (!off && !gone) return;
    waiting.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused === element) target.current()?.focus();
  });
  const pressed = useCallback(() => {
    // Only a press that left the focus on the button (a mouse click in WebKit on macOS does not).
    waiting.current = document.activeElement === button.current;
  }, []);
  return { button, pressed };
}
