// The articles' list entries (issue 45): made once per text, and a second asker while they are being
// made waits for them instead of asking the checks' thread again.
import { describe, expect, it, vi } from 'vitest';
import { ArticleEntries, articleEntry, articlesJson } from './article-entries.ts';

const article = (headline: string) => ({
  path: `blog/${headline}.json`,
  text: JSON.stringify({ headline, body: 'long text' }),
  hash: `hash-${headline}`,
});

/** A `make` that answers only when told, counting the texts it was asked for. */
function heldMake() {
  const asked: string[][] = [];
  const answers: (() => void)[] = [];
  const make = vi.fn(
    (texts: string[]) =>
      new Promise<(Record<string, unknown> | null)[]>((resolve) => {
        asked.push(texts);
        answers.push(() => resolve(texts.map((text) => articleEntry(text) ?? null)));
      }),
  );
  return { make, asked, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

describe("the articles' list entries", () => {
  it('are made once for texts asked twice while being made, and both askers get them', async () => {
    const entries = new ArticleEntries();
    const { make, asked, answerAll } = heldMake();
    const first = entries.of([article('a'), article('b')], make);
    const second = entries.of([article('b'), article('c')], make);
    // The second asker asks only for the text nobody is making yet.
    expect(asked.map((texts) => texts.map((text) => JSON.parse(text).headline))).toEqual([['a', 'b'], ['c']]);
    answerAll();
    expect(await first).toEqual([{ headline: 'a' }, { headline: 'b' }]);
    expect(await second).toEqual([{ headline: 'b' }, { headline: 'c' }]);
    // Made, they are kept: asking again makes nothing.
    expect(await entries.of([article('a'), article('c')], make)).toEqual([{ headline: 'a' }, { headline: 'c' }]);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('that failed to be made are asked for again by the next asker', async () => {
    const entries = new ArticleEntries();
    const failing = vi.fn(() => Promise.reject(new Error('the thread stopped')));
    await expect(entries.of([article('a')], failing)).rejects.toThrow('the thread stopped');
    const { make, answerAll } = heldMake();
    const again = entries.of([article('a')], make);
    answerAll();
    expect(await again).toEqual([{ headline: 'a' }]);
  });

  it('of a text that is no JSON object are none: the article is sent whole', async () => {
    const entries = new ArticleEntries();
    const { make, answerAll } = heldMake();
    const made = entries.of([{ path: 'blog/x.json', text: '[1, 2]', hash: 'x' }], make);
    answerAll();
    expect(await made).toEqual([null]);
  });
});

describe("GET /api/config's articles written from their entries' kept JSON", () => {
  const entries = [
    { path: 'blog/a.json', hash: 'h1', entry: { headline: 'Quotes " and \\ and\nlines', tags: ['ERP', 'مرحبا'] } },
    { path: 'blog/b-\u2028.json', hash: 'h2', entry: { nested: { n: 1.5, none: null, flag: false }, emoji: '🙂' } },
    { path: 'blog/c.json', hash: 'h3', entry: {} },
  ];

  it('is what JSON.stringify writes for them, an entry asked again included', () => {
    expect(articlesJson(entries)).toBe(JSON.stringify(entries));
    // The same entry objects again (their JSON kept), and in another order.
    const again = [entries[2]!, entries[0]!, { ...entries[1]!, path: 'blog/d.json' }];
    expect(articlesJson(again)).toBe(JSON.stringify(again));
    expect(articlesJson([])).toBe('[]');
  });
});
