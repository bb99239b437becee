// The rules of a lead's source: what is kept, cleaned, cut or left out (src/shared/lead-source.ts).
import { describe, expect, it } from 'vitest';
import {
  campaignOf,
  cleanCampaign,
  cleanHost,
  cleanPath,
  MAX_CAMPAIGN,
  sourceFromReferer,
  visitStartFrom,
} from './lead-source.ts';

describe('a visit start', () => {
  it('begins on this page when another site (or none) referred it, with this address’s campaign', () => {
    expect(
      visitStartFrom(
        'https://www.cortracker.com/erp?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
        'https://News.Example.org/some/article?id=4',
      ),
    ).toEqual({
      landingPage: '/erp',
      referrerHost: 'news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
    expect(visitStartFrom('https://www.cortracker.com/demo', '')).toEqual({ landingPage: '/demo' });
  });

  it('began on the referring page when it is one of this site, which is then no referrer', () => {
    expect(
      visitStartFrom('https://www.cortracker.com/demo', 'https://www.cortracker.com/erp?utm_campaign=launch'),
    ).toEqual({ landingPage: '/erp', utmCampaign: 'launch' });
  });

  it('leaves out a referrer that is no web page and a path beyond its bounds', () => {
    expect(visitStartFrom('https://www.cortracker.com/demo', 'android-app://com.example/')).toEqual({
      landingPage: '/demo',
    });
    expect(visitStartFrom(`https://www.cortracker.com/${'a'.repeat(400)}`, '')).toEqual({});
  });
});

describe('the cleaning rules', () => {
  it('cuts a forged campaign of 10 KB to its bound and takes control and invisible characters out', () => {
    expect([...cleanCampaign('x'.repeat(10_240))!]).toHaveLength(MAX_CAMPAIGN);
    expect(cleanCampaign('spring\u0000\nsale\u200b\u0085 2026\t')).toBe('spring sale 2026');
    expect(cleanCampaign(' \u0001\u200b ')).toBeUndefined();
    // Text stays text: markup is escaped where it is shown, never run.
    expect(cleanCampaign('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('keeps a host name only, lower-cased, and a path only as the URL parser writes one', () => {
    expect(cleanHost('News.Example.ORG')).toBe('news.example.org');
    expect(cleanHost('<script>')).toBeUndefined();
    expect(cleanHost('evil.example/path')).toBeUndefined();
    expect(cleanPath('/caf%C3%A9')).toBe('/caf%C3%A9');
    expect(cleanPath('/a b')).toBeUndefined();
    expect(cleanPath('/<script>')).toBeUndefined();
    expect(cleanPath('relative')).toBeUndefined();
  });

  it('reads a campaign from a query, each value cleaned, others ignored', () => {
    expect(campaignOf('?utm_source=%00ads&utm_term=x&utm_campaign=')).toEqual({ utmSource: 'ads' });
  });

  it('takes the page and its campaign from the Referer of a form sent without its script', () => {
    expect(sourceFromReferer('https://www.cortracker.com/demo?utm_source=fair&x=%3Cscript%3E')).toEqual({
      page: '/demo',
      utmSource: 'fair',
    });
    // A script in the address is written percent-encoded by the parser: the path keeps it so, harmless.
    expect(sourceFromReferer('https://www.cortracker.com/<script>')).toEqual({ page: '/%3Cscript%3E' });
    expect(sourceFromReferer('not a url')).toEqual({});
    expect(sourceFromReferer(undefined)).toEqual({});
  });
});
