// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site-config.ts';
import { OfficeList, telHref } from './OfficeList.tsx';

describe('OfficeList', () => {
  it('turns a formatted phone number into a dialable tel: link', () => {
    expect(telHref('+1 (512) 555-0143')).toBe('tel:+15125550143');
  });

  it('shows every office with a tel: link and the three mailboxes as mailto: links', () => {
    render(
      <OfficeList
        type="officeList"
        heading="Offices"
        phoneLabel="Phone"
        mailboxesHeading="Write to us"
        mailboxLabels={{ support: 'Support', sales: 'Sales', info: 'General' }}
      />,
    );
    const phones = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(phones.map((a) => a.textContent)).toEqual(site.contacts.offices.map((o) => o.phone));
    const mails = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('mailto:'));
    expect(mails.map((a) => a.getAttribute('href'))).toEqual(
      ['support', 'sales', 'info'].map((k) => `mailto:${site.contacts.emails[k as 'support']}`),
    );
    // Left to right whatever the page's direction, so "+1 (512) 555-0143" is not reordered in Arabic.
    expect([...phones, ...mails].map((a) => a.getAttribute('dir'))).toEqual([...phones, ...mails].map(() => 'ltr'));
  });
});
