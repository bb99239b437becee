import { ServiceCard } from './ServiceCard.tsx';
import { services } from './services-config.ts';

export { serviceOffers } from './service-data.ts';

export interface ServiceCardsProps {
  type: 'serviceCards';
  id?: string;
  heading?: string;
  intro?: string;
}

/** The paid services of services.json as cards, in index order, each booked on its own. */
export function ServiceCards({ id, heading, intro }: ServiceCardsProps) {
  return (
    <section className="band band--tinted" id={id}>
      <div className="container">
        {heading && <h2 className="band__heading">{heading}</h2>}
        {intro && <p className="band__intro">{intro}</p>}
        <ul className="service-cards">
          {services.map((service) => (
            <li className="card service-card" key={service.index}>
              <ServiceCard service={service} titleLevel={heading ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
