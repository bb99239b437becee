import { Icon } from '../../components/Icon.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { Band } from '../../components/Band.tsx';
import type { CardGridProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function CardGrid({ id, heading, intro, columns = 3, tone = 'light', cards }: CardGridProps) {
  const CardHeading = heading ? 'h3' : 'h2';
  return (
    <Band id={id} tone={tone} heading={heading} intro={intro}>
      <ul className={`card-grid card-grid--${columns}`}>
        {cards.map((card, index) => (
          <li className="card" key={entryKey(index)}>
            {card.icon && <Icon name={card.icon} />}
            <CardHeading className="card__title">
              {card.href && !card.linkLabel ? <SiteLink href={card.href}>{card.title}</SiteLink> : card.title}
            </CardHeading>
            <p>{card.text}</p>
            {card.href && card.linkLabel && (
              <SiteLink href={card.href} className="card__link">
                {card.linkLabel}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </Band>
  );
}
