import { Band } from '../../components/Band.tsx';

export interface TestimonialsProps {
  type: 'testimonials';
  id?: string;
  heading: string;
  items: { quote: string; name: string; role: string; company: string }[];
}

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
