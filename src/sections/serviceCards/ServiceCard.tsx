import { Fragment, useEffect, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { site } from '../../config/site-config.ts';
import { checkoutTarget, goTo, loadHttp } from './book-service.ts';
import { siteLocale } from '../../lib/locale.ts';
import { formatPrice } from './price.ts';
import { servicesConfig, type PolicyLink, type ServiceOffering } from './services-config.ts';

/** A policy in a new tab, so the card keeps its tick while the visitor reads. */
function PolicyPageLink({ link }: { link: PolicyLink }) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> {site.ui.opensInNewTab}</span>
    </a>
  );
}

/** One service: its offer, the agreement checkbox (identified by the service index) and the booking button. */
export function ServiceCard({ service, titleLevel }: { service: ServiceOffering; titleLevel: 'h2' | 'h3' }) {
  const [agreed, setAgreed] = useState(false);
  const [alerted, setAlerted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { index } = service;
  const Title = titleLevel;
  const ids = { title: `service-title-${index}`, agree: `service-agree-${index}`, alert: `service-alert-${index}` };

  // Back from the checkout, the browser may restore this page as it was left: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function onAgreeChange(checked: boolean) {
    setAgreed(checked);
    if (!checked) return;
    setAlerted(false);
    // Fetch the request code now, so the click that follows leaves at once.
    loadHttp().catch(() => undefined);
  }

  async function book() {
    if (!agreed) {
      setAlerted(true);
      return;
    }
    if (leaving) return;
    setLeaving(true);
    goTo(await checkoutTarget(service));
  }

  return (
    <>
      <Icon name={service.icon} />
      <Title className="card__title" id={ids.title}>
        {service.title}
      </Title>
      <p>{service.description}</p>
      <p className="service-card__price">
        <span className="service-card__price-label">{servicesConfig.priceLabel}</span> <strong>{formatPrice(service.price, servicesConfig.currency, siteLocale)}</strong>
      </p>
      <div className="service-card__agree">
        <input
          type="checkbox"
          id={ids.agree}
          checked={agreed}
          onChange={(event) => onAgreeChange(event.target.checked)}
          aria-describedby={alerted ? `${ids.alert} ${ids.title}` : ids.title}
          aria-invalid={alerted || undefined}
        />
        <label htmlFor={ids.agree}>
          {servicesConfig.agreement.label.map((part, partIndex) => (
            <Fragment key={partIndex}>{typeof part === 'string' ? part : <PolicyPageLink link={part} />}</Fragment>
          ))}
        </label>
      </div>
      {alerted && (
        <p className="service-card__alert" role="alert" id={ids.alert}>
          {servicesConfig.agreement.alert}
        </p>
      )}
      <button type="button" className="button button--primary service-card__book" aria-describedby={ids.title} aria-disabled={leaving || undefined} onClick={() => void book()}>
        {servicesConfig.buttonLabel}
      </button>
    </>
  );
}
