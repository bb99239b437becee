import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for HTML made at build time (an article's text): a link to a page of this site
 * navigates inside the app, as the router's own links do, instead of loading the site again. Clicks
 * meant for a new tab or window, and links to other sites, are left to the browser.
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target !== '') return;
    event.preventDefault();
    void navigate(href);
  };
}
