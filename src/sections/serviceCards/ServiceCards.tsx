import { ServiceCard } from './ServiceCard.tsx';
import { shownServices, shownServicesConfig, untranslatedServicesMarks } from './services-config.ts';
import { Band } from '../../components/Band.tsx';
import { site } from '../../config/site-config.ts';
import type { ServiceCardsProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** The paid services of services.json as cards, in index order, each booked on its own; the list
 *  names the checkout hosts an answer of the server may send a visitor to. Booking needs the
 *  section's script (client.ts): until it starts, the buttons are disabled and a sentence says why. */
export function ServiceCards({ id, heading, intro }: ServiceCardsProps) {
  const config = shownServicesConfig();
  return (
    <Band id={id} tone="tinted" heading={heading} intro={intro} className="service-cards">
      <ul
        className="card-grid card-grid--3 service-cards__list"
        data-allowed-hosts={config.allowedCheckoutHosts.join(' ')}
        {...untranslatedServicesMarks()}
      >
        {shownServices(config).map((service, index) => (
          <li className="card service-cards__card" key={entryKey(index, service.index)}>
            <ServiceCard config={config} service={service} titleLevel={heading ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
      <p className="scripts-not-started">{site.ui.scriptsNotStarted}</p>
    </Band>
  );
}
