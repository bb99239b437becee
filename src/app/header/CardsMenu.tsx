import { Icon } from '../../components/Icon.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderCardsMenu } from '../../shared/generated/config-types.ts';
import { Dropdown } from './Dropdown.tsx';

/** A dropdown of product cards (the spec's Products menu). */
export function CardsMenu({ menu }: { menu: HeaderCardsMenu }) {
  return (
    <Dropdown menu={menu} variant="cards">
      <ul className="dropdown__cards">
        {menu.cards.map((card) => (
          <li key={card.href}>
            <SiteLink href={card.href} className="dropdown__card">
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
