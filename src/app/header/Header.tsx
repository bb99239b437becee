import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Actions } from '../../components/Actions.tsx';
import { navigation, site } from '../../config/site-config.ts';
import { CardsMenu } from './CardsMenu.tsx';
import { ListMenu } from './ListMenu.tsx';
import { CLOSED, MOBILE, menuReducer } from './menu-state.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import './header.css';

export function Header() {
  const [open, dispatch] = useReducer(menuReducer, CLOSED);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const lastOpened = useRef<string>(CLOSED);

  const toggle = useCallback((menu: string) => {
    lastOpened.current = menu;
    dispatch({ type: 'toggle', menu });
  }, []);
  /** Closing by Escape or the backdrop gives focus back to the button that opened the menu. */
  const closeAndRefocus = useCallback(() => {
    dispatch({ type: 'close' });
    toggles.current.get(lastOpened.current)?.focus();
  }, []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const registerToggle = useCallback((menu: string) => (element: HTMLButtonElement | null) => {
    if (element) toggles.current.set(menu, element);
    else toggles.current.delete(menu);
  }, []);

  useEffect(() => {
    if (open === CLOSED) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndRefocus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, closeAndRefocus]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={navigation.header.logoLabel} onClick={close}>
          <img src={site.brand.logo.src} alt="" width={site.brand.logo.width} height={site.brand.logo.height} />
        </Link>
        <nav className="site-nav" aria-label={site.ui.mainNavigation}>
          <ul className="site-nav__items">
            {navigation.header.items.map((item) => (
              <li key={item.label} className="site-nav__item">
                {item.kind === 'link' && (
                  <SiteLink href={item.href} className="site-nav__link" onClick={close}>
                    {item.label}
                  </SiteLink>
                )}
                {item.kind === 'cards' && <CardsMenu menu={item} open={open === item.id} onToggle={toggle} onNavigate={close} toggleRef={registerToggle(item.id)} />}
                {item.kind === 'list' && <ListMenu menu={item} open={open === item.id} onToggle={toggle} onNavigate={close} toggleRef={registerToggle(item.id)} />}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__buttons">
          <Actions actions={navigation.header.buttons} />
        </div>
        <button
          type="button"
          className="site-header__burger"
          aria-expanded={open === MOBILE}
          aria-controls="mobile-menu"
          aria-label={open === MOBILE ? site.ui.closeMenu : site.ui.openMenu}
          ref={registerToggle(MOBILE)}
          onClick={() => toggle(MOBILE)}
        >
          <span className="site-header__burger-lines" aria-hidden="true" />
        </button>
      </div>
      <MobileMenu open={open === MOBILE} onNavigate={close} />
      {open !== CLOSED && <div className="site-header__backdrop" data-testid="menu-backdrop" aria-hidden="true" onClick={closeAndRefocus} />}
    </header>
  );
}
