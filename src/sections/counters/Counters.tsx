import { site } from '../../config/site-config.ts';
import { yearsSince } from './years.ts';
import { Band } from '../../components/Band.tsx';
import type { CountersProps } from '../../shared/generated/config-types.ts';

export function Counters({ id, heading }: CountersProps) {
  const { items, projectFacts } = site.counters;
  return (
    <Band id={id} tone="dark" heading={heading} className="counters">
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
    </Band>
  );
}
