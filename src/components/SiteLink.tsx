import type { ReactNode } from 'react';
import { hrefIn, site } from '../config/site-config.ts';

interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** One link component for every href of the config: plain links inside the site (each page is its
 *  own prerendered document), to the page in the language shown; safe new tabs outside. */
export function SiteLink({ href, children, className }: SiteLinkProps) {
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {site.ui.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <a href={hrefIn(href)} className={className}>
      {children}
    </a>
  );
}
