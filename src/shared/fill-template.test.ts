import { describe, expect, it } from 'vitest';
import { fill, fillCount } from './fill-template.ts';

describe('texts filled in', () => {
  it('fills each placeholder given and leaves the others as written', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('says a number of things in the form that fits it', () => {
    const files = { one: '{count} file in {place}', other: '{count} files in {place}' };
    expect(fillCount(files, 1, { place: 'the draft' })).toBe('1 file in the draft');
    expect([0, 2, 21].map((count) => fillCount(files, count, { place: 'it' }))).toEqual([
      '0 files in it',
      '2 files in it',
      '21 files in it',
    ]);
  });
});
