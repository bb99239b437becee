import { Band } from '../../components/Band.tsx';
import type { TestimonialsProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function Testimonials({ id, heading, items }: TestimonialsProps) {
  return (
    <Band id={id} tone="tinted" heading={heading} className="testimonials">
      <div className="testimonials__list">
        {items.map((item, index) => (
          <figure className="testimonials__item" key={entryKey(index)}>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.name}</strong>
              <span>
                {item.role}, {item.company}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Band>
  );
}
