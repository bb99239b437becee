import { site } from '../../config/site-config.ts';
import { yearsSince } from './years.ts';

export interface CountersProps {
  type: 'counters';
  id?: string;
  heading?: string;
}

export function Counters({ id, heading }: CountersProps) {
  const { items, projectFacts } = site.counters;
  return (
    <section className="band band--dark counters" id={id}>
      <div className="container">
        {heading && <h2 className="band__heading">{heading}</h2>}
        <dl className="counters__list">
          {items.map((item) => (
            <div className="counters__item" key={item.label}>
              <dt>{item.label}</dt>
              {/* The year is computed when the page is viewed, which may differ from the build. */}
              <dd suppressHydrationWarning>
                {item.yearsSinceFounded ? yearsSince(site.brand.foundedYear) : item.value}
                {item.suffix}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="counters__facts" hidden>
          {projectFacts.map((fact, index) => (
            <li key={index} data-count={fact} />
          ))}
        </ul>
      </div>
    </section>
  );
}
