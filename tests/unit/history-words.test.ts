import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatPrice } from '../../src/sections/serviceCards/price.ts';
import { changeEntries, changeLines } from '../../src/editor/state/history-words.ts';
import { notesOfForm } from '../../src/editor/state/reviews.ts';
import type { ReviewCommentView } from '../../src/shared/review-contract.ts';
import { schemaSet } from '../../src/editor/state/check-draft.ts';

vi.mock('../../src/editor/state/check-draft.ts', () => import('../support/editor-schema-set.ts'));

const servicesText = readFileSync(
  join(resolve(import.meta.dirname, '../..'), FIXTURE_CONFIG_DIR, 'services.json'),
  'utf8',
);
const services = JSON.parse(servicesText) as {
  currency: string;
  services: { title: string; price: number; index: number }[];
};

/** services.json with its first service changed. */
function withFirst(change: Partial<(typeof services.services)[number]>): string {
  const [first, ...rest] = services.services;
  return JSON.stringify({ ...services, services: [{ ...first, ...change }, ...rest] }, null, 2);
}

describe('changeLines', () => {
  it('writes a price as the site does, with its currency, on both sides', () => {
    const before = services.services[0]!.price;
    const after = before + 10.5;
    const [line, ...others] = changeLines('services.json', servicesText, withFirst({ price: after }), 'en-US');
    expect(others).toEqual([]);
    expect(line).toContain(services.services[0]!.title);
    expect(line).toMatch(
      new RegExp(
        `${formatPrice(before, services.currency, 'en-US').replace('$', '\\$')} → ${formatPrice(after, services.currency, 'en-US').replace('$', '\\$')}$`,
      ),
    );
  });

  it('writes the amount in the locale it is given', () => {
    const after = 1234.5;
    const [line] = changeLines('services.json', servicesText, withFirst({ price: after }), 'de-DE');
    expect(line!.endsWith(formatPrice(after, services.currency, 'de-DE'))).toBe(true);
  });

  it('finds the currency from the amount when "x-money" is relative (an entry’s own currency)', () => {
    // The price's schema pointing to a currency beside the price, as a section's own would be.
    const price = (
      schemaSet.get('https://cortracker.example/schemas/services.schema.json') as {
        properties: { services: { items: { properties: { price: Record<string, unknown> } } } };
      }
    ).properties.services.items.properties.price;
    const absolute = price['x-money'];
    price['x-money'] = '1/currency';
    try {
      const after = services.services[0]!.price + 1;
      const changed = withFirst({ price: after, currency: 'EUR' } as Partial<(typeof services.services)[number]>);
      const lines = changeLines('services.json', servicesText, changed, 'en-US');
      expect(lines.filter((line) => line.endsWith(formatPrice(after, 'EUR', 'en-US')))).toHaveLength(1);
    } finally {
      price['x-money'] = absolute;
    }
  });

  it('leaves a number that is no money as it is', () => {
    const index = services.services[0]!.index;
    const [line] = changeLines('services.json', servicesText, withFirst({ index: index + 10 }), 'en-US');
    expect(line!.endsWith(`${index} → ${index + 10}`)).toBe(true);
  });
});

describe('a change and its field, for a review', () => {
  it('names each changed field by its JSON pointer, an entry of a list by its index', () => {
    const entries = changeEntries(
      'services.json',
      servicesText,
      withFirst({ price: 99, title: 'A/B ~ test' }),
      'en-US',
    );
    expect(entries.map((entry) => entry.pointer).sort()).toEqual(['/services/0/price', '/services/0/title']);
    expect(entries.map((entry) => entry.line)).toEqual(
      changeLines('services.json', servicesText, withFirst({ price: 99, title: 'A/B ~ test' }), 'en-US'),
    );
    expect(changeEntries('new.json', null, '{}', 'en-US')).toEqual([{ line: expect.any(String), pointer: '' }]);
  });

  it('puts a comment beside the field of the form that edits it, by the id the form gives that field', () => {
    const by = { name: 'pia', fullName: 'Pia' };
    const comment = (id: number, path: string | null, pointer: string | null): ReviewCommentView => ({
      id,
      round: 1,
      by,
      path,
      pointer,
      body: `comment ${id}`,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    const comments = [
      comment(1, 'pages/home.json', '/sections/2/heading'),
      comment(2, 'pages/home.json', '/title'),
      comment(3, 'faq.json', '/items/0/question'),
      comment(4, null, null),
      comment(5, 'pages/home.json', '/sections/2/heading'),
    ];
    const ids = (notes: Record<string, ReviewCommentView[]>) =>
      Object.fromEntries(Object.entries(notes).map(([id, list]) => [id, list.map((note) => note.id)]));
    expect(ids(notesOfForm(comments, 'pages/home.json', '/sections/2', 'section-2'))).toEqual({
      'section-2_heading': [1, 5],
    });
    expect(ids(notesOfForm(comments, 'pages/home.json', '/sections/1', 'section-1'))).toEqual({});
    expect(ids(notesOfForm(comments, 'faq.json', '', 'file'))).toEqual({ file_items_0_question: [3] });
  });
});
