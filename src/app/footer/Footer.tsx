import { CurrentYear } from '../../components/LiveYear.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { hrefIn, navigation, site } from '../../config/site-config.ts';
import { copyrightParts } from './copyright.ts';
import './footer.css';
import { entryKey } from '../../shared/list-keys.ts';

export function Footer() {
  const { footer } = navigation;
  const copyright = copyrightParts(footer.copyright, site.brand.foundedYear);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a href={hrefIn('/')} aria-label={navigation.header.logoLabel}>
            <img
              src={site.brand.logoOnDark.src}
              alt=""
              width={site.brand.logoOnDark.width}
              height={site.brand.logoOnDark.height}
              loading="lazy"
            />
          </a>
          <p>{footer.about}</p>
          <h2 className="site-footer__heading">{site.ui.socialHeading}</h2>
          <ul className="site-footer__social">
            {site.social.map((link, index) => (
              <li key={entryKey(index)}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (${site.ui.opensInNewTab})`}
                >
                  <img src={link.icon.src} alt="" width={link.icon.width} height={link.icon.height} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__columns" aria-label={site.ui.footerNavigation}>
          {footer.columns.map((column, index) => (
            <div key={entryKey(index)}>
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul>
                {column.links.map((link, at) => (
                  <li key={entryKey(at)}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          {copyright.before}
          <CurrentYear />
          {copyright.after}
        </p>
      </div>
    </footer>
  );
}
