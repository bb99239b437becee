import { Icon } from '../../components/Icon.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderCardsMenu } from '../../shared/generated/config-types.ts';
import { Dropdown } from './Dropdown.tsx';
import { entryKey } from '../../shared/list-keys.ts';

/** A dropdown of product cards (the spec's Products menu). */
export function CardsMenu({ menu }: { menu: HeaderCardsMenu }) {
  return (
    <Dropdown menu={menu} variant="cards">
      <ul className="dropdown__cards">
        {menu.cards.map((card, index) => (
          <li key={entryKey(index)}>
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
