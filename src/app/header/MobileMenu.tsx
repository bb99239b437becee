import { Actions } from '../../components/Actions.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { navigation, site } from '../../config/site-config.ts';

/** The list behind the hamburger button, below 950 px. */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <nav className="mobile-menu" id="mobile-menu" aria-label={site.ui.mobileNavigation} hidden={!open}>
      <ul>
        {navigation.mobileMenu.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="mobile-menu__link" onClick={onNavigate}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
      <Actions actions={navigation.header.buttons} onClick={onNavigate} />
    </nav>
  );
}
