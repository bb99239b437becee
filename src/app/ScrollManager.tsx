import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_FOR_TARGET_MS = 5000;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * After each navigation: scroll smoothly to the element named by the URL fragment, waiting for it
 * if the page is still loading; without a fragment, go to the top and put focus on the main content.
 */
export function ScrollManager() {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const targetId = decodeURIComponent(location.hash.slice(1));
    if (!targetId) {
      if (isFirst) return; // the browser already shows the top, or restores a reload's position
      window.scrollTo({ top: 0, behavior: 'instant' });
      document.getElementById('main')?.focus({ preventScroll: true });
      return;
    }
    const scrollToTarget = () => {
      const target = document.getElementById(targetId);
      if (!target) return false;
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return true;
    };
    if (scrollToTarget()) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [location.key, location.pathname, location.hash]);

  return null;
}
