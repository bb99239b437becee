import { Band } from '../../components/Band.tsx';
import type { TestimonialsProps } from '../../shared/generated/config-types.ts';

export function Testimonials({ id, heading, items }: TestimonialsProps) {
  return (
    <Band id={id} tone="tinted" heading={heading}>
      <div className="testimonials">
        {items.map((item) => (
          <figure className="testimonial" key={item.name}>
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
