export interface TestimonialsProps {
  type: 'testimonials';
  id?: string;
  heading: string;
  items: { quote: string; name: string; role: string; company: string }[];
}

export function Testimonials({ id, heading, items }: TestimonialsProps) {
  return (
    <section className="band band--tinted" id={id}>
      <div className="container">
        <h2 className="band__heading">{heading}</h2>
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
      </div>
    </section>
  );
}
