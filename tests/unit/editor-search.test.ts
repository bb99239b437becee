// The editor's search finds what the visitor reads: an amount of money as the site writes it
// ("$78.75", and by its number as written), and names each place by its titles, not the file's keys
// ("Paid services › Bug Reporting & Fixes › Starting price", not "services 2 › price"). Issue 40.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatPrice } from '../../src/shared/money.ts';
import type { DraftFile } from '../../src/editor/state/draft.ts';
import { moneyAsShown } from '../../src/editor/state/history-words.ts';
import { searchDraft } from '../../src/editor/state/search.ts';
import { placeWords } from '../../src/editor/ui/ContentSearch.tsx';

vi.mock('../../src/editor/state/check-draft.ts', () => import('../support/editor-schema-set.ts'));

const configDir = join(resolve(import.meta.dirname, '../..'), FIXTURE_CONFIG_DIR);
const read = (path: string) => JSON.parse(readFileSync(join(configDir, path), 'utf8')) as Record<string, unknown>;
const services = read('services.json') as { currency: string; services: { title: string; price: number }[] };
const files: Record<string, DraftFile> = {
  'services.json': { kind: 'json', value: services },
  'faq.json': { kind: 'json', value: read('faq.json') },
};
const withCents = services.services.findIndex((service) => !Number.isInteger(service.price));
const service = services.services[withCents]!;
const shown = formatPrice(service.price, services.currency, 'en-US');

describe('the editor’s search', () => {
  it('finds a price as the visitor reads it, and shows it so', () => {
    expect(withCents).toBeGreaterThanOrEqual(0);
    const { found } = searchDraft(files, shown, () => false, moneyAsShown(files, 'en-US'));
    expect(found).toEqual([{ file: 'services.json', pointer: `/services/${withCents}/price`, value: shown }]);
  });

  it('finds it by the number as written too', () => {
    const { found } = searchDraft(files, String(service.price), () => false, moneyAsShown(files, 'en-US'));
    expect(found.map((place) => place.pointer)).toContain(`/services/${withCents}/price`);
  });

  it('names a place by the titles of its fields and the names of its entries', () => {
    expect(placeWords(files, 'services.json', `/services/${withCents}/price`)).toBe(
      `${service.title} › Starting price`,
    );
    const question = (read('faq.json') as { items: { question: string }[] }).items[0]!.question;
    expect(placeWords(files, 'faq.json', '/items/0/answer')).toBe(`${question} › Answer`);
  });
});
