import { describe, expect, it } from 'vitest';
import { keyedLoader } from './keyed-loader.ts';

describe('keyedLoader', () => {
  it('loads each key once and hands out the same promise until and after it resolves', async () => {
    const calls: string[] = [];
    const pages = keyedLoader(async (id: string) => {
      calls.push(id);
      return { id };
    });
    const first = pages.load('erp');
    expect(pages.load('erp')).toBe(first);
    expect(pages.loaded('erp')).toBeUndefined();
    await first;
    expect(pages.load('erp')).toBe(first);
    expect(pages.loaded('erp')).toEqual({ id: 'erp' });
    await pages.load('crm');
    expect(calls).toEqual(['erp', 'crm']);
    expect(pages.loaded('hrm')).toBeUndefined();
  });

  it('keeps a failed load failed, with nothing loaded', async () => {
    let attempts = 0;
    const article = keyedLoader(async (slug: string) => {
      attempts++;
      throw new Error(`unknown article ${slug}`);
    });
    await expect(article.load('nope')).rejects.toThrow('unknown article nope');
    await expect(article.load('nope')).rejects.toThrow('unknown article nope');
    expect(attempts).toBe(1);
    expect(article.loaded('nope')).toBeUndefined();
  });

  it('holds a single value under a void key', async () => {
    const faq = keyedLoader<void, string[]>(async () => ['Why?']);
    expect(faq.loaded()).toBeUndefined();
    expect(await faq.load()).toEqual(['Why?']);
    expect(faq.loaded()).toEqual(['Why?']);
  });
});
