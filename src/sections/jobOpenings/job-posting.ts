import { site } from '../../config/site-config.ts';
import type { JobOpeningsProps } from '../../shared/generated/config-types.ts';

/** One schema.org JobPosting per opening, so job search engines can list them. */
export function jobPostings({ openings, datePosted }: JobOpeningsProps): Record<string, unknown>[] {
  return openings.map((job) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.summary, ...job.responsibilities, ...job.requirements].join(' '),
    datePosted,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.brand.legalName, sameAs: site.siteUrl },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location,
        ...(job.countryCode ? { addressCountry: job.countryCode } : {}),
      },
    },
    directApply: false,
  }));
}
