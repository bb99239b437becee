import { describe, expect, it } from 'vitest';
import {
  baseHashOf,
  changedPaths,
  edit,
  initialState,
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
