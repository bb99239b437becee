import { Icon } from '../../components/Icon.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderCardsMenu } from '../../config/types.ts';

interface CardsMenuProps {
  menu: HeaderCardsMenu;
  open: boolean;
  onToggle: (menu: string) => void;
  onNavigate: () => void;
  toggleRef: (element: HTMLButtonElement | null) => void;
}

/** A dropdown of product cards (the spec's Products menu). */
export function CardsMenu({ menu, open, onToggle, onNavigate, toggleRef }: CardsMenuProps) {
  const panelId = `menu-${menu.id}`;
  return (
    <>
      <button type="button" className="site-nav__toggle" aria-expanded={open} aria-controls={panelId} ref={toggleRef} onClick={() => onToggle(menu.id)}>
        {menu.label}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <div className="dropdown dropdown--cards" id={panelId} hidden={!open}>
        <ul className="dropdown__cards">
          {menu.cards.map((card) => (
            <li key={card.href}>
              <SiteLink href={card.href} className="dropdown__card" onClick={onNavigate}>
                <Icon name={card.icon} />
                <span>
                  <strong>{card.title}</strong>
                  <span>{card.text}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
