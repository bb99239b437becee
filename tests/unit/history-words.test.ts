import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatPrice } from '../../src/sections/serviceCards/price.ts';
import { changeLines } from '../../src/editor/state/history-words.ts';

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

  it('leaves a number that is no money as it is', () => {
    const index = services.services[0]!.index;
    const [line] = changeLines('services.json', servicesText, withFirst({ index: index + 10 }), 'en-US');
    expect(line!.endsWith(`${index} → ${index + 10}`)).toBe(true);
  });
});
