import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { site } from '../config/site-config.ts';

interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** One link component for every href of the config: router links inside the site, safe new tabs outside. */
export function SiteLink({ href, children, className, onClick }: SiteLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {site.ui.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
