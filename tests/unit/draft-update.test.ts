// "Update my draft" in the editor (src/editor/state/draft-update.ts): the changes both sides made
// told in the marketer's words with both values as the site shows them, the editor's unsaved work
// as "mine", and the merged file written on the live file's text, with every choice honoured.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatPrice } from '../../src/sections/serviceCards/price.ts';
import { choiceKey, mergedTexts, planUpdate } from '../../src/editor/state/draft-update.ts';
import type { BehindFile } from '../../src/shared/draft-contract.ts';
import { edit, initialState } from '../../src/editor/state/draft.ts';
import { updatedState } from '../../src/editor/hooks/use-draft-update.ts';
import type { ConfigSnapshot } from '../../src/shared/editor-contract.ts';

vi.mock('../../src/editor/state/check-draft.ts', async () => {
  const { readSchemas } = await import('../../scripts/config-check/schema-pass.ts');
  const schemaDir = resolve(import.meta.dirname, '../../schemas');
  return { schemaSet: new Map(readSchemas(schemaDir).map((schema) => [schema.$id, schema])) };
});

const read = (path: string) =>
  readFileSync(join(resolve(import.meta.dirname, '../..'), FIXTURE_CONFIG_DIR, path), 'utf8');
type Services = { currency: string; services: { title: string; price: number }[] };
const base = read('services.json');
const services = JSON.parse(base) as Services;
const changed = (change: (value: Services) => void) => {
  const value = structuredClone(services);
  change(value);
  return `${JSON.stringify(value, null, 2)}\n`;
};
const [first, second] = services.services as [Services['services'][0], Services['services'][0]];
const theirs = changed((value) => {
  value.services[0]!.price = first.price + 1;
  value.services[1]!.title = `${second.title}, renamed`;
});
const mine = changed((value) => (value.services[0]!.price = first.price + 2));
const behind: BehindFile = { path: 'services.json', base, baseFound: true, theirs, theirsHash: 'h', mine };
const money = (amount: number) => formatPrice(amount, services.currency, 'en-US');

describe('Update my draft, in the editor', () => {
  it('asks only about the price both changed, by the service’s name, with both prices as the site shows them', () => {
    const state = initialState({ 'services.json': { text: mine, hash: 'm' } });
    const [plan] = planUpdate([behind], state, 'en-US');
    expect(plan!.conflicts).toEqual([
      {
        key: JSON.stringify(['services', 0, 'price']),
        place: expect.stringMatching(new RegExp(`^${first.title} › .*price$`, 'i')),
        mine: money(first.price + 2),
        theirs: money(first.price + 1),
      },
    ]);
  });

  it('counts the editor’s unsaved work as mine', () => {
    const state = edit(initialState({ 'services.json': { text: mine, hash: 'm' } }), (files) => {
      const file = files['services.json']!;
      if (file.kind === 'json') (file.value as Services).services[2]!.price = 99;
    });
    const plans = planUpdate([behind], state, 'en-US');
    const [merged] = mergedTexts(plans, {});
    const value = JSON.parse(merged!.text!) as Services;
    expect(value.services.map((service) => service.price)).toEqual([first.price + 2, services.services[1]!.price, 99]);
  });

  it('writes the merged file on the live text: their other change arrives, each choice is honoured, the layout stays', () => {
    const state = initialState({ 'services.json': { text: mine, hash: 'm' } });
    const plans = planUpdate([behind], state, 'en-US');
    const key = choiceKey('services.json', plans[0]!.conflicts[0]!.key);
    const [kept] = mergedTexts(plans, { [key]: 'mine' });
    expect(kept).toEqual({
      path: 'services.json',
      theirsHash: 'h',
      text: theirs.replace(`"price": ${first.price + 1}`, `"price": ${first.price + 2}`),
    });
    const [taken] = mergedTexts(plans, { [key]: 'theirs' });
    expect(taken!.text).toBe(theirs);
  });

  it('names a question by its text, and without the base lists every difference', () => {
    const faq = read('faq.json');
    const value = JSON.parse(faq) as { items: { id: string; question: string; answer: string }[] };
    const withAnswer = (answer: string, note?: string) =>
      JSON.stringify({
        ...value,
        ...(note ? { $comment: note } : {}),
        items: value.items.map((item, i) => (i === 0 ? { ...item, answer } : item)),
      });
    const state = initialState({ 'faq.json': { text: withAnswer('Mine.'), hash: 'm' } });
    const file: BehindFile = {
      path: 'faq.json',
      base: null,
      baseFound: false,
      theirs: withAnswer('Theirs.', 'a note'),
      theirsHash: 'h',
      mine: null,
    };
    const [plan] = planUpdate([file], state, 'en-US');
    expect(plan!.conflicts.map((conflict) => [conflict.place, conflict.mine, conflict.theirs])).toEqual([
      [expect.stringMatching(new RegExp(`^${value.items[0]!.question.replace('?', '\\?')} › `)), 'Mine.', 'Theirs.'],
      [expect.any(String), '(nothing)', 'a note'],
    ]);
  });

  it('lets a file go from the draft when the marketer takes its removal from the live site, and keeps it when not', () => {
    const removed: BehindFile = { ...behind, theirs: null, theirsHash: null };
    const state = initialState({ 'services.json': { text: mine, hash: 'm' } });
    const plans = planUpdate([removed], state, 'en-US');
    expect(plans[0]!.conflicts).toHaveLength(1);
    const key = choiceKey('services.json', plans[0]!.conflicts[0]!.key);
    expect(mergedTexts(plans, { [key]: 'theirs' })).toEqual([{ path: 'services.json', theirsHash: null, text: null }]);
    expect(JSON.parse(mergedTexts(plans, { [key]: 'mine' })[0]!.text!)).toEqual(JSON.parse(mine));

    // The editor then no longer holds it: the server's snapshot has no such file.
    const snapshot: ConfigSnapshot = {
      configId: 'c',
      saveTarget: 'draft',
      files: [],
      articles: [],
      publicFiles: [],
      images: [],
      sections: { components: [], pageHeadings: [] },
      published: [],
    };
    const after = updatedState(state, snapshot, new Set(['services.json']));
    expect(after.files['services.json']).toBeUndefined();
    expect(after.base['services.json']).toBeUndefined();
  });
});
