import { site } from '../../config/site-config.ts';
import { Band } from '../../components/Band.tsx';
import type { OfficeListProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** tel: links need the number without spaces or punctuation. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function OfficeList({ id, heading, intro, phoneLabel, mailboxesHeading, mailboxLabels }: OfficeListProps) {
  const { offices, emails } = site.contacts;
  const mailboxes = (['support', 'sales', 'info'] as const).map((key) => ({
    key,
    label: mailboxLabels[key],
    address: emails[key],
  }));
  return (
    <Band id={id} tone="tinted" heading={heading} intro={intro} className="office-list">
      <ul className="office-list__offices">
        {offices.map((office, index) => (
          <li className="card office-list__office" key={entryKey(index, office.id)}>
            <h3 className="card__title">
              {office.label}
              <span className="office-list__country">{office.country}</span>
            </h3>
            <address>
              {office.addressLines.map((line, at) => (
                <span key={entryKey(at)}>{line}</span>
              ))}
            </address>
            <p>
              {phoneLabel}:{' '}
              <a dir="ltr" href={telHref(office.phone)}>
                {office.phone}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <h3 className="office-list__mail-heading">{mailboxesHeading}</h3>
      <ul className="office-list__mailboxes">
        {mailboxes.map((mailbox) => (
          <li key={mailbox.key}>
            <span>{mailbox.label}</span>{' '}
            <a dir="ltr" href={`mailto:${mailbox.address}`}>
              {mailbox.address}
            </a>
          </li>
        ))}
      </ul>
    </Band>
  );
}
