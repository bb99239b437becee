// @vitest-environment jsdom
// The History lists, among the versions at their time, the scheduled publishes that did not go live:
// who scheduled them for when, that the schedule did not publish them, why, and the files they held.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduleView } from '../../shared/schedule-contract.ts';
import type { HistoryPage, Version } from '../state/publishing.ts';
import { fill, text } from '../strings.ts';
import { HistoryDialog } from './HistoryDialog.tsx';

// The changes in words name places by the schemas' titles (state/history-words.ts), read here from schemas/.
vi.mock('../state/check-draft.ts', () => import('../../../tests/support/editor-schema-set.ts'));

const page: { current: HistoryPage } = { current: { versions: [], next: null, notLive: [] } };
vi.mock('../state/publishing.ts', () => ({
  history: () => Promise.resolve(page.current),
  versionChanges: () => Promise.resolve([]),
  versionDiff: () => Promise.resolve(''),
}));

const version = (id: number, startedAt: string): Version => ({
  id,
  kind: 'publish',
  status: 'published',
  userName: 'pia',
  startedAt,
  finishedAt: startedAt,
  step: 'done',
  percent: 100,
  message: null,
  rollbackOf: null,
  files: [{ path: 'faq.json', change: 'changed' }],
  hasDiff: false,
  gitCommit: null,
  cancelledBy: null,
  draftOf: null,
});

const stopped: ScheduleView = {
  id: 7,
  kind: 'publish',
  status: 'stopped',
  at: '2030-03-30T05:00:00.000Z',
  zone: 'Asia/Dubai',
  by: { name: 'asha', fullName: 'Asha Rao' },
  draftOf: { name: 'asha', fullName: 'Asha Rao' },
  files: ['faq.json', 'pages/pricing.json'],
  createdAt: '2030-03-29T05:00:00.000Z',
  startedAt: '2030-03-30T05:00:01.000Z',
  finishedAt: '2030-03-30T05:00:02.000Z',
  publishId: null,
  message: 'Stopped: someone published faq.json after this was scheduled.',
  cancelledBy: null,
};

beforeAll(() => {
  // jsdom has no modal dialogs: open is enough to read it.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

describe('the History and the scheduled publishes that did not go live', () => {
  it('lists one among the versions of its time, with who, for when, why and its files', async () => {
    page.current = {
      versions: [version(3, '2030-03-31T08:00:00.000Z'), version(2, '2030-03-29T08:00:00.000Z')],
      next: null,
      notLive: [stopped],
    };
    render(
      <HistoryDialog
        open
        liveId={3}
        busy={false}
        onRollback={() => {}}
        mayRollBack
        onClose={() => {}}
        locale="en-US"
      />,
    );
    const list = await screen.findByRole('list', { hidden: true });
    const entries = within(list).getAllByRole('listitem', { hidden: true });
    // Newest first: version 3, then the schedule (30 March), then version 2.
    expect(entries.map((entry) => entry.querySelector('h3')?.textContent ?? '')).toEqual([
      expect.stringContaining(fill(text.publishing.version, { id: 3 })),
      expect.stringContaining(fill(text.schedules.historyNotLiveTitle, { name: 'Asha Rao' })),
      expect.stringContaining(fill(text.publishing.version, { id: 2 })),
    ]);
    const entry = entries[1]!;
    expect(entry.textContent).toContain(`(${text.schedules.historyNotLiveStatus})`);
    expect(entry.textContent).toMatch(
      /Scheduled by Asha Rao for .+ \(Asia\/Dubai\); the schedule did not publish it at /,
    );
    expect(entry.textContent).toContain(stopped.message);
    expect(entry.textContent).toContain(`${text.schedules.historyNotLiveFiles}: faq.json, pages/pricing.json`);
  });
});
