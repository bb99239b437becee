import { SiteLink } from '../../components/SiteLink.tsx';
import { formatLongDate } from '../../lib/dates.ts';
import { Band } from '../../components/Band.tsx';
import type { NewsCardsProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function NewsCards({ id, heading, intro, linkLabel, items }: NewsCardsProps) {
  return (
    <Band id={id} heading={heading} intro={intro} className="news-cards">
      <ul className="card-grid card-grid--2">
        {items.map((item, index) => (
          <li className="card" key={entryKey(index)}>
            <p className="news-cards__meta">
              <time dateTime={item.date}>{formatLongDate(item.date)}</time> · {item.outlet}
            </p>
            <h3 className="card__title">{item.title}</h3>
            <p>{item.summary}</p>
            <SiteLink href={item.href} className="card__link">
              {linkLabel ?? item.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Band>
  );
}
