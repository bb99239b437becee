import { Fragment } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { hrefIn, site } from '../../config/site-config.ts';
import { siteLocale } from '../../lib/locale.ts';
import { formatPrice } from './price.ts';
import type { PolicyLink, ServiceOffering, ServicesConfig } from './services-config.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** A policy in a new tab, so the card keeps its tick while the visitor reads (in the page's language). */
function PolicyPageLink({ link }: { link: PolicyLink }) {
  return (
    <a href={hrefIn(link.href)} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> {site.ui.opensInNewTab}</span>
    </a>
  );
}

/** The ids of one card's parts, by its service index (the checkbox is identified by it, as the spec says). */
function serviceCardIds(index: number) {
  return { title: `service-title-${index}`, agree: `service-agree-${index}`, alert: `service-alert-${index}` };
}

/**
 * One service: its offer, the agreement checkbox and the booking button. The alert waits hidden until
 * a visitor books without the tick; client.ts does the booking (book-service.ts), and enables the
 * button, which does nothing without it.
 */
export function ServiceCard({
  config,
  service,
  titleLevel,
}: {
  /** services.json in the page's language. */
  config: ServicesConfig;
  service: ServiceOffering;
  titleLevel: 'h2' | 'h3';
}) {
  const { index } = service;
  const Title = titleLevel;
  const ids = serviceCardIds(index);
  return (
    <>
      <Icon name={service.icon} />
      <Title className="card__title" id={ids.title}>
        {service.title}
      </Title>
      <p>{service.description}</p>
      <p className="service-cards__price">
        <span className="service-cards__price-label">{config.priceLabel}</span>{' '}
        <strong dir="auto">{formatPrice(service.price, config.currency, siteLocale)}</strong>
      </p>
      <div className="service-cards__agree">
        <input type="checkbox" id={ids.agree} aria-describedby={ids.title} />
        <label htmlFor={ids.agree}>
          {config.agreement.label.map((part, partIndex) => (
            <Fragment key={entryKey(partIndex)}>
              {typeof part === 'string' ? part : <PolicyPageLink link={part} />}
            </Fragment>
          ))}
        </label>
      </div>
      <p className="service-cards__alert" role="alert" id={ids.alert} hidden>
        {config.agreement.alert}
      </p>
      <button
        type="button"
        className="button button--primary service-cards__book"
        aria-describedby={ids.title}
        data-service-index={index}
        data-checkout-url={service.checkoutUrl}
        disabled
      >
        {config.buttonLabel}
      </button>
    </>
  );
}
