import { describe, expect, it } from 'vitest';
import type { Problem } from '../../shared/config-check/json-source.ts';
import type { DraftFile } from './draft.ts';
import { mergedProblems } from './merge-problems.ts';

const problem = (file: string, message: string): Problem => ({ file, line: 1, column: 1, pointer: '', message });
const page = (heading: string): DraftFile => ({ kind: 'json', value: { heading } });

describe('the problems shown: the server check of every file merged with the editor check of what it holds', () => {
  const first = page('A');
  const checked = new Map([['pages/a.json', first]]);
  const base = {};
  const server = {
    draft: checked,
    base,
    problems: [problem('blog/not-loaded.json', 'the link /a leads to no page'), problem('pages/a.json', 'old')],
  };

  it('are the server answer alone once it checked the draft as it is', () => {
    const shown = mergedProblems([problem('pages/a.json', 'local')], server, new Map(checked), base);
    expect(shown).toEqual({ problems: server.problems, current: true });
  });

  it('show the editor own problems of the files edited since, the server ones of the others, not current', () => {
    const now = new Map([['pages/a.json', page('B')]]);
    const shown = mergedProblems(
      [problem('pages/a.json', 'local'), problem('site.json', 'local too')],
      server,
      now,
      base,
    );
    expect(shown.current).toBe(false);
    expect(shown.problems.map((found) => `${found.file} ${found.message}`)).toEqual([
      'blog/not-loaded.json the link /a leads to no page',
      'pages/a.json local',
    ]);
  });

  it('count a file no longer changed as edited since (its change undone)', () => {
    const shown = mergedProblems([], server, new Map(), base);
    expect(shown.current).toBe(false);
    expect(shown.problems.map((found) => found.file)).toEqual(['blog/not-loaded.json']);
  });

  it('are not current once the saved files changed under the same draft (a saved draft discarded, a publish)', () => {
    const shown = mergedProblems([], server, new Map(checked), {});
    expect(shown).toEqual({ problems: server.problems, current: false });
  });

  it('are the editor own until the server first answers', () => {
    expect(mergedProblems([problem('pages/a.json', 'local')], undefined, checked, base)).toEqual({
      problems: [problem('pages/a.json', 'local')],
      current: false,
    });
  });
});
