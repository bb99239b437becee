import { site } from '../../config/site-config.ts';
import { YearsSince } from '../../components/LiveYear.tsx';
import { Band } from '../../components/Band.tsx';
import type { CountersProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function Counters({ id, heading }: CountersProps) {
  const { items, projectFacts } = site.counters;
  return (
    <Band id={id} tone="dark" heading={heading} className="counters">
      <dl className="counters__list">
        {items.map((item, index) => (
          <div className="counters__item" key={entryKey(index)}>
            <dt>{item.label}</dt>
            <dd dir="auto">
              {item.yearsSinceFounded ? <YearsSince year={site.brand.foundedYear} /> : item.value}
              {item.suffix}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="counters__facts" hidden>
        {projectFacts.map((fact, index) => (
          <li key={entryKey(index)} data-count={fact} />
        ))}
      </ul>
    </Band>
  );
}
