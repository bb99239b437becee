import { describe, expect, it } from 'vitest';
import { mergeJson, NO_BASE } from './json-merge.ts';

const services = (price: number, title = 'Bug fixes') => ({
  currency: 'USD',
  services: [
    { title, price },
    { title: 'Setup', price: 10 },
  ],
});

describe('the three-way merge of JSON values', () => {
  it('takes what only one side changed, from either side, without a conflict', () => {
    const base = { a: 1, b: 'x', c: { d: true } };
    const mine = { a: 2, b: 'x', c: { d: true } };
    const theirs = { a: 1, b: 'y', c: { d: true }, e: 'new' };
    expect(mergeJson(base, mine, theirs)).toEqual({ value: { a: 2, b: 'y', c: { d: true }, e: 'new' }, conflicts: [] });
  });

  it('makes a conflict of a value both sides changed differently, with both values and its path', () => {
    const merged = mergeJson(services(42), services(45), services(50, 'Bug fixing'));
    expect(merged.conflicts).toEqual([
      { key: JSON.stringify(['services', 0, 'price']), path: ['services', 0, 'price'], base: 42, mine: 45, theirs: 50 },
    ]);
    // Mine until chosen; their other change arrives all the same.
    expect(merged.value).toEqual(services(45, 'Bug fixing'));
    const key = merged.conflicts[0]!.key;
    expect(mergeJson(services(42), services(45), services(50, 'Bug fixing'), { [key]: 'theirs' }).value).toEqual(
      services(50, 'Bug fixing'),
    );
  });

  it('takes the same change made on both sides as one', () => {
    expect(mergeJson({ a: 1 }, { a: 2 }, { a: 2 })).toEqual({ value: { a: 2 }, conflicts: [] });
  });

  it('matches list entries by id: a move, an addition on each side and a change to one entry merge', () => {
    const base = {
      items: [
        { id: 'a', q: 'A?' },
        { id: 'b', q: 'B?' },
        { id: 'c', q: 'C?' },
      ],
    };
    const mine = {
      items: [
        { id: 'a', q: 'A?' },
        { id: 'b', q: 'B, mine?' },
        { id: 'c', q: 'C?' },
        { id: 'm', q: 'M?' },
      ],
    };
    const theirs = {
      items: [
        { id: 'c', q: 'C?' },
        { id: 't', q: 'T?' },
        { id: 'a', q: 'A?' },
        { id: 'b', q: 'B?' },
      ],
    };
    const merged = mergeJson(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual({
      items: [
        { id: 'c', q: 'C?' },
        { id: 't', q: 'T?' },
        { id: 'a', q: 'A?' },
        { id: 'b', q: 'B, mine?' },
        { id: 'm', q: 'M?' },
      ],
    });
  });

  it('names an entry by its id in the path of a conflict inside it', () => {
    const base = { items: [{ id: 'a', answer: 'one' }] };
    const merged = mergeJson(
      base,
      { items: [{ id: 'a', answer: 'mine' }] },
      { items: [{ id: 'a', answer: 'theirs' }] },
    );
    expect(merged.conflicts.map((conflict) => conflict.path)).toEqual([['items', { id: 'a' }, 'answer']]);
  });

  it('takes a removal when the other side left the value alone, and makes a conflict when it changed it', () => {
    const base = {
      items: [
        { id: 'a', q: 'A?' },
        { id: 'b', q: 'B?' },
      ],
      note: 'n',
    };
    const removedB = { items: [{ id: 'a', q: 'A?' }], note: 'n' };
    expect(mergeJson(base, removedB, { ...base, note: 'changed' }).value).toEqual({
      items: [{ id: 'a', q: 'A?' }],
      note: 'changed',
    });
    const changedB = {
      items: [
        { id: 'a', q: 'A?' },
        { id: 'b', q: 'B, theirs?' },
      ],
      note: 'n',
    };
    const merged = mergeJson(base, removedB, changedB);
    expect(merged.conflicts).toEqual([
      {
        key: JSON.stringify(['items', { id: 'b' }]),
        path: ['items', { id: 'b' }],
        base: { id: 'b', q: 'B?' },
        mine: undefined,
        theirs: { id: 'b', q: 'B, theirs?' },
      },
    ]);
    expect(merged.value).toEqual(removedB);
    expect(mergeJson(base, removedB, changedB, { [merged.conflicts[0]!.key]: 'theirs' }).value).toEqual(changedB);
    // A key removed on one side and changed on the other, the same way.
    const key = mergeJson({ a: 1, b: 2 }, { b: 2 }, { a: 3, b: 2 });
    expect(key.conflicts.map((conflict) => [conflict.mine, conflict.theirs])).toEqual([[undefined, 3]]);
  });

  it('merges lists without ids by position when their length stayed, else as one value', () => {
    expect(mergeJson([1, 2, 3], [1, 5, 3], [1, 2, 4]).value).toEqual([1, 5, 4]);
    const merged = mergeJson(['a'], ['a', 'b'], ['a', 'c']);
    expect(merged.conflicts.map((conflict) => conflict.path)).toEqual([[]]);
    expect(merged.value).toEqual(['a', 'b']);
  });

  it('without the base, makes a conflict of every difference and takes nothing silently', () => {
    const merged = mergeJson(NO_BASE, { a: 1, b: 'same', c: 'mine' }, { a: 2, b: 'same', d: 'theirs' });
    expect(merged.conflicts.map((conflict) => [conflict.path, conflict.mine, conflict.theirs])).toEqual([
      [['a'], 1, 2],
      [['c'], 'mine', undefined],
      [['d'], undefined, 'theirs'],
    ]);
    expect(merged.value).toEqual({ a: 1, b: 'same', c: 'mine' });
  });
});
