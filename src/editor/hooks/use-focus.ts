// Moving the keyboard's focus to an element that is not there yet (the heading of a file just
// opened, the field of a problem whose form is still loading): asked for by id, given as soon as the
// element appears.
import { useEffect, useState } from 'react';

export function usePendingFocus(): [string | undefined, (id: string) => void] {
  const [pending, setPending] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!pending) return;
    const tryFocus = () => {
      const element = document.getElementById(pending);
      if (!element) return false;
      element.focus();
      setPending(undefined);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pending]);
  return [pending, setPending];
}
