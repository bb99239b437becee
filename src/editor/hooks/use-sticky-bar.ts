// The bar at the top stays in view while the page scrolls only while it is short. Under /admin it
// holds the Publishing panel (Publish, Publish later, Share a preview, Reviews): over half of a
// laptop's screen, which, kept at the top, covered the form, the top of the Content list and the
// preview's own bar beneath it, and hid whatever the focus moved to behind it. A bar taller than a
// quarter of the window scrolls away with the page instead. The Content list and the preview stick
// just under a bar that stays, or at the top (--editor-sticky-top, read by editor.css), and the page
// scrolls a focused control clear of the bar (scroll-padding-top).
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The share of the window's height up to which the bar stays at the top. */
export const STICKY_BAR_SHARE = 0.25;

export function useStickyBar(): { barRef: RefObject<HTMLElement | null>; sticky: boolean } {
  const barRef = useRef<HTMLElement>(null);
  const [sticky, setSticky] = useState(true);
  useEffect(() => {
    const bar = barRef.current;
    // No layout to measure (a test's DOM): the bar as the style sheet has it.
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const height = bar.getBoundingClientRect().height;
      const stays = height <= window.innerHeight * STICKY_BAR_SHARE;
      setSticky(stays);
      document.documentElement.style.setProperty('--editor-sticky-top', `${stays ? Math.ceil(height) : 0}px`);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);
  return { barRef, sticky };
}
