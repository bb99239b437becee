// Which changes only an admin may publish: the settings that send money or personal data somewhere
// (guarded-settings.ts), found in the fixture config as a draft would change them; any other change
// of the same files is anyone's.
import { describe, expect, it } from 'vitest';
import { fixtureConfigDir } from '../../../tests/support/fixture-app.ts';
import { readConfigFiles } from '../editor/config-files.ts';
import { guardedChanges } from './guarded-settings.ts';

const live = readConfigFiles(fixtureConfigDir);

/** The parts of services.json, a form and site.json these tests change (each test reads one file). */
interface Editable {
  allowedCheckoutHosts: string[];
  services: { title: string; price: number; checkoutUrl: string }[];
  endpoint: { url: string };
  mails: { to: string; subject: string }[];
  storage: { webhook?: boolean };
  contacts: { emails: Record<string, string> };
  siteUrl: string;
}

/** The config (the live one by default) with one file's JSON changed by `change`. */
function changed(path: string, change: (value: Editable) => void, base = live) {
  const value = JSON.parse(base[path]!) as Editable;
  change(value);
  return { ...base, [path]: JSON.stringify(value, null, 2) };
}

describe('the settings only an admin may publish', () => {
  const services = JSON.parse(live['services.json']!) as { services: { title: string }[] };
  const form = JSON.parse(live['forms/demo.json']!) as { id: string };

  it.each([
    [
      'a checkout host',
      'services.json',
      (v: Editable) => v.allowedCheckoutHosts.push('pay.example.net'),
      ['the allowed checkout hosts (services.json)'],
    ],
    [
      'a checkout link',
      'services.json',
      (v: Editable) => (v.services[1]!.checkoutUrl = 'https://buy.stripe.com/elsewhere'),
      [`the checkout link of “${services.services[1]!.title}” (services.json)`],
    ],
    [
      'a form endpoint',
      'forms/demo.json',
      (v: Editable) => (v.endpoint.url = 'https://collect.example.net/leads'),
      [`where the form “${form.id}” is sent (forms/demo.json)`],
    ],
    [
      'a mail recipient',
      'forms/demo.json',
      (v: Editable) => (v.mails[0]!.to = 'field:Email'),
      [`who receives the mails of the form “${form.id}” (forms/demo.json)`],
    ],
    [
      'a mail added',
      'forms/demo.json',
      (v: Editable) => v.mails.push({ ...v.mails[0]! }),
      [`who receives the mails of the form “${form.id}” (forms/demo.json)`],
    ],
    [
      'the webhook',
      'forms/demo.json',
      (v: Editable) => (v.storage.webhook = true),
      [`whether the form “${form.id}” calls the webhook (forms/demo.json)`],
    ],
    [
      'a mailbox',
      'site.json',
      (v: Editable) => (v.contacts.emails.sales = 'someone@example.net'),
      ['the mailboxes the forms send to (site.json, contacts, e-mails)'],
    ],
  ])('finds %s changed', (_what, path, change, expected) => {
    expect(guardedChanges(live, changed(path, change))).toEqual(expected);
  });

  it('finds a new form, and a removed one: where it sends and to whom', () => {
    const added = { ...live, 'forms/extra.json': live['forms/demo.json']!.replace(`"${form.id}"`, '"extra"') };
    expect(guardedChanges(live, added)).toEqual([
      'where the form “extra” is sent (forms/extra.json)',
      'who receives the mails of the form “extra” (forms/extra.json)',
    ]);
    const { 'forms/demo.json': _gone, ...removed } = live;
    expect(guardedChanges(live, removed)).toHaveLength(2);
  });

  it('lets anything else in the same files through: prices, titles, texts, the mail subject', () => {
    let next = changed('services.json', (v) => {
      v.services[0]!.price += 10;
      v.services[0]!.title = 'A new title';
    });
    next = changed('forms/demo.json', (v) => (v.mails[0]!.subject = 'Another subject'), next);
    next = changed('site.json', (v) => (v.contacts.emails.sales += ' '), next);
    next = changed('site.json', (v) => (v.contacts.emails.sales = v.contacts.emails.sales!.trim()), next);
    next = changed('site.json', (v) => (v.siteUrl = 'https://www.example.org'), next);
    next = { ...next, 'faq.json': '{}' };
    expect(['services.json', 'forms/demo.json', 'site.json'].filter((path) => next[path] !== live[path])).toHaveLength(
      3,
    );
    expect(guardedChanges(live, next)).toEqual([]);
    expect(guardedChanges(live, live)).toEqual([]);
  });
});
