import { SiteLink } from '../../components/SiteLink.tsx';
import { formatLongDate } from '../../lib/dates.ts';

export interface NewsCardsProps {
  type: 'newsCards';
  id?: string;
  heading: string;
  intro?: string;
  linkLabel?: string;
  items: { date: string; title: string; summary: string; outlet: string; href: string }[];
}

export function NewsCards({ id, heading, intro, linkLabel, items }: NewsCardsProps) {
  return (
    <section className="band band--light" id={id}>
      <div className="container">
        <h2 className="band__heading">{heading}</h2>
        {intro && <p className="band__intro">{intro}</p>}
        <ul className="card-grid card-grid--2">
          {items.map((item) => (
            <li className="card" key={item.href}>
              <p className="news__meta">
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
      </div>
    </section>
  );
}
