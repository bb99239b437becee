import { Icon } from '../../components/Icon.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderCardsMenu } from '../../shared/generated/config-types.ts';
import { Dropdown } from './Dropdown.tsx';

interface CardsMenuProps {
  menu: HeaderCardsMenu;
  open: boolean;
  onToggle: (menu: string) => void;
  onNavigate: () => void;
  toggleRef: (element: HTMLButtonElement | null) => void;
}

/** A dropdown of product cards (the spec's Products menu). */
export function CardsMenu({ menu, open, onToggle, onNavigate, toggleRef }: CardsMenuProps) {
  return (
    <Dropdown menu={menu} open={open} onToggle={onToggle} toggleRef={toggleRef} variant="cards">
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
    </Dropdown>
  );
}
