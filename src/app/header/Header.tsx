import { Actions } from '../../components/Actions.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { hrefIn, navigation as shippedNavigation, site as shippedSite } from '../../config/site-config.ts';
import type { NavigationConfig, SiteConfig } from '../../shared/generated/config-types.ts';
import { CardsMenu } from './CardsMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { ListMenu } from './ListMenu.tsx';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu.tsx';
import { MoreMenu } from './MoreMenu.tsx';
import './header.css';
import { entryKey } from '../../shared/list-keys.ts';

/**
 * The fixed header. Its menus are native popovers (the spec's dropdown state: one open at a time, a
 * second click closes, a click outside or Escape closes; the browser tells each button's expanded
 * state); enhance.ts adds what the platform leaves to the page: focus back to the button, the
 * hamburger's label, and which items of the row show in the More menu (the header's fit).
 * Its config is the site's; a test gives it other menus to check the fit with.
 */
export interface HeaderProps {
  navigation?: NavigationConfig;
  site?: SiteConfig;
}

export function Header({ navigation = shippedNavigation, site = shippedSite }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <a href={hrefIn('/')} className="site-header__logo" aria-label={navigation.header.logoLabel}>
          {/* Low priority: the first screen's own picture goes first. Left to the browser, the logo
              got high priority in some loads (once layout had placed it on screen) and low in
              others, and Lighthouse's simulated LCP counted it only in the high ones. */}
          <img
            src={site.brand.logo.src}
            alt=""
            fetchPriority="low"
            width={site.brand.logo.width}
            height={site.brand.logo.height}
          />
        </a>
        <nav className="site-nav" aria-label={site.ui.mainNavigation}>
          <ul className="site-nav__items">
            {/* By place: two items of a draft may share a label (two new ones, still empty). */}
            {navigation.header.items.map((item, index) => (
              <li key={entryKey(index)} className="site-nav__item">
                {item.kind === 'link' && (
                  <SiteLink href={item.href} className="site-nav__link">
                    {item.label}
                  </SiteLink>
                )}
                {item.kind === 'cards' && <CardsMenu menu={item} />}
                {item.kind === 'list' && <ListMenu menu={item} />}
              </li>
            ))}
            <MoreMenu items={navigation.header.items} label={site.ui.moreMenu} />
          </ul>
        </nav>
        <div className="site-header__buttons">
          <LanguageMenu />
          <Actions actions={navigation.header.buttons} />
        </div>
        <button
          type="button"
          className="site-header__burger"
          aria-controls={MOBILE_MENU_ID}
          popoverTarget={MOBILE_MENU_ID}
        >
          <span className="site-header__burger-lines" aria-hidden="true" />
          {/* Its name follows the menu by CSS (header.css), so it is right without the page's script too. */}
          <span className="visually-hidden site-header__burger-closed">{site.ui.openMenu}</span>
          <span className="visually-hidden site-header__burger-open">{site.ui.closeMenu}</span>
        </button>
      </div>
      <MobileMenu navigation={navigation} site={site} />
      {/* Shown by CSS while a menu is open; a click on it is a click outside, which closes the menu. */}
      <div className="site-header__backdrop" data-testid="menu-backdrop" aria-hidden="true" />
    </header>
  );
}
