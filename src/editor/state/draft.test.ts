import { describe, expect, it } from 'vitest';
import {
  baseHashOf,
  changedPaths,
  discarded,
  edit,
  initialState,
  loaded,
  MERGE_WINDOW_MS,
  redo,
  resolveConflict,
  saved,
  undo,
  type EditorState,
} from './draft.ts';

const page = (heading: string) =>
  JSON.stringify({ title: 'Page', sections: [{ type: 'hero', heading }] }, null, 2) + '\n';

function start(): EditorState {
  return initialState({
    'pages/a.json': { text: page('A'), hash: 'h1' },
    'faq.json': { text: '{ "items": [', hash: 'h2' },
  });
}

function setHeading(state: EditorState, heading: string, at: number, group = 'heading'): EditorState {
  return edit(
    state,
    (files) => {
      const file = files['pages/a.json']!;
      if (file.kind === 'json') (file.value.sections as { heading: string }[])[0]!.heading = heading;
    },
    group,
    at,
  );
}

const headingOf = (state: EditorState) => {
  const file = state.files['pages/a.json']!;
  return file.kind === 'json' ? (file.value.sections as { heading: string }[])[0]!.heading : undefined;
};

describe('the draft and its history', () => {
  it('keeps a file that does not parse as its text', () => {
    expect(start().files['faq.json']).toEqual({ kind: 'text', text: '{ "items": [' });
  });

  it('undoes and redoes every edit, and merges quick edits of one field into one step', () => {
    let state = setHeading(start(), 'B', 0);
    state = setHeading(state, 'BC', MERGE_WINDOW_MS / 2);
    state = setHeading(state, 'BCD', MERGE_WINDOW_MS * 3);
    expect(state.past).toHaveLength(2);
    state = undo(state);
    expect(headingOf(state)).toBe('BC');
    state = undo(state);
    expect(headingOf(state)).toBe('A');
    expect(undo(state)).toBe(state);
    state = redo(redo(state));
    expect(headingOf(state)).toBe('BCD');
    expect(redo(state)).toBe(state);
  });

  it('drops the steps to redo after a new edit', () => {
    const state = setHeading(undo(setHeading(start(), 'B', 0)), 'C', 10);
    expect(state.future).toEqual([]);
    expect(headingOf(undo(state))).toBe('A');
  });

  it('knows which files differ from the disk, and forgets a change undone', () => {
    const state = setHeading(start(), 'B', 0);
    expect(changedPaths(state)).toEqual(['pages/a.json']);
    expect(changedPaths(undo(state))).toEqual([]);
  });

  it('after a save, takes the saved text as the base', () => {
    const state = saved(setHeading(start(), 'B', 0), [{ path: 'pages/a.json', text: page('B'), hash: 'h3' }]);
    expect(changedPaths(state)).toEqual([]);
    expect(baseHashOf(state, 'pages/a.json')).toBe('h3');
    expect(baseHashOf(state, 'pages/new.json')).toBeNull();
  });

  it('keeps the hash a kept draft began from, until the conflict is settled', () => {
    const restored = initialState(
      { 'pages/a.json': { text: page('Changed on disk'), hash: 'h9' } },
      {
        files: { 'pages/a.json': { kind: 'json', value: JSON.parse(page('Mine')) } },
        baseHashes: { 'pages/a.json': 'h1' },
      },
    );
    expect(baseHashOf(restored, 'pages/a.json')).toBe('h1');
    const mine = resolveConflict(restored, 'pages/a.json', { text: page('Changed on disk'), hash: 'h9' }, 'mine');
    expect(baseHashOf(mine, 'pages/a.json')).toBe('h9');
    expect(headingOf(mine)).toBe('Mine');
    const disk = resolveConflict(restored, 'pages/a.json', { text: page('Changed on disk'), hash: 'h9' }, 'disk');
    expect(headingOf(disk)).toBe('Changed on disk');
    expect(changedPaths(disk)).toEqual([]);
  });
});

it('the files are frozen from the open, so the first edit does not pay for freezing every file', () => {
  const state = start();
  expect(Object.isFrozen(state.files)).toBe(true);
  const file = state.files['pages/a.json']!;
  expect(file.kind === 'json' && Object.isFrozen((file.value.sections as object[])[0])).toBe(true);
});

describe('articles held as their list entry', () => {
  const article = (headline: string, body: string) =>
    `${JSON.stringify({ slug: 'one', headline, date: '2026-01-02', body: [body] }, null, 2)}\n`;
  const listed = { 'blog/one.json': { hash: 'a1', entry: { slug: 'one', headline: 'One', date: '2026-01-02' } } };
  const opened = () => initialState({ 'pages/a.json': { text: page('A'), hash: 'h1' } }, undefined, listed);

  it('are listed with their entry, unchanged, and are not saved', () => {
    const state = opened();
    expect(state.files['blog/one.json']).toEqual({ kind: 'json', value: listed['blog/one.json'].entry });
    expect(state.unloaded).toEqual({ 'blog/one.json': 'a1' });
    expect(changedPaths(setHeading(state, 'B', 0))).toEqual(['pages/a.json']);
  });

  it('are loaded whole outside the history: Undo still undoes the last edit, not the load', () => {
    const edited = setHeading(opened(), 'B', 0);
    const file = { text: article('One', 'The text.'), hash: 'a1' };
    const state = loaded(edited, 'blog/one.json', file);
    expect(state.unloaded).toEqual({});
    expect(state.base['blog/one.json']).toEqual(file);
    expect(state.past).toBe(edited.past);
    expect(changedPaths(state)).toEqual(['pages/a.json']);
    const undone = undo(state);
    expect(headingOf(undone)).toBe('A');
    // The article stays loaded: loading was no edit.
    expect(undone.files['blog/one.json']).toEqual({ kind: 'json', value: JSON.parse(file.text) });
    // Edited once loaded, it is a change to save against the hash it was loaded with.
    const retitled = edit(undone, (files) => {
      const one = files['blog/one.json']!;
      if (one.kind === 'json') one.value.headline = 'Two';
    });
    expect(changedPaths(retitled)).toEqual(['blog/one.json']);
    expect(baseHashOf(retitled, 'blog/one.json')).toBe('a1');
  });

  it('are never edited while only their entry is held', () => {
    expect(() =>
      edit(opened(), (files) => {
        const one = files['blog/one.json']!;
        if (one.kind === 'json') one.value.headline = 'Two';
      }),
    ).toThrow('blog/one.json was edited before it was loaded');
  });

  it('stay listed after Discard, and a loaded one goes back to its text', () => {
    const state = loaded(opened(), 'blog/one.json', { text: article('One', 'Text.'), hash: 'a1' });
    const other = initialState({ 'pages/a.json': { text: page('A'), hash: 'h1' } }, undefined, {
      ...listed,
      'blog/two.json': { hash: 'b1', entry: { slug: 'two' } },
    });
    expect(discarded(other).unloaded).toEqual({ 'blog/one.json': 'a1', 'blog/two.json': 'b1' });
    expect(discarded(state).unloaded).toEqual({});
    expect(discarded(state).files['blog/one.json']!.kind).toBe('json');
  });
});
