import { Actions } from '../../components/Actions.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import type { NavigationConfig, SiteConfig } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The list behind the hamburger button, below 950 px: a native popover, as the header's menus. */
export function MobileMenu({ navigation, site }: { navigation: NavigationConfig; site: SiteConfig }) {
  return (
    <nav className="mobile-menu" id={MOBILE_MENU_ID} aria-label={site.ui.mobileNavigation} popover="auto">
      <ul>
        {navigation.mobileMenu.map((link, index) => (
          <li key={entryKey(index)}>
            <SiteLink href={link.href} className="mobile-menu__link">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
      <Actions actions={navigation.header.buttons} />
      <LanguageMenu />
    </nav>
  );
}
