// The mail a scheduled publish that did not go live sends to the person who scheduled it: queued in
// the outbox as a row of no submission, sent by the outbox worker as any mail is, under a delivery key
// of its own; nothing for an account without an address. On both engines (the outbox's column).
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { MailMessage } from '../../mail/types.ts';
import { startOutboxWorker } from '../../outbox/worker.ts';
import type { ScheduleRow, Store } from '../../store/index.ts';
import { scheduleNotices } from './schedule-notices.ts';

const T0 = new Date('2030-03-30T05:00:00.000Z');

describe.each(enginesUnderTest())('the notice of a schedule that did not go live, on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;
  beforeEach(async () => {
    store = await stores.open();
  });

  const rowOf = (id: string, name: string): ScheduleRow => ({
    id: 7,
    kind: 'publish',
    status: 'stopped',
    runAt: T0.toISOString(),
    zone: 'Asia/Dubai',
    createdBy: { id, name, fullName: name },
    draftOf: { id, name, fullName: name },
    paths: ['faq.json'],
    createdAt: T0.toISOString(),
    updatedAt: T0.toISOString(),
    startedAt: T0.toISOString(),
    finishedAt: T0.toISOString(),
    publishId: null,
    message: 'Stopped: someone published faq.json after this was scheduled.',
    cancelledBy: null,
  });

  it('goes through the outbox to the address of the account that scheduled it', async () => {
    const asha = await store.accounts.createUser({ ...newUser('asha'), fullName: 'Asha Rao' }, T0);
    const kicks: number[] = [];
    const notify = scheduleNotices(
      store,
      { timeInWords: () => 'Monday 9:00 (Asia/Dubai)' },
      () => T0,
      () => kicks.push(1),
    );
    await notify(rowOf(asha.id, 'asha'), 'Stopped: someone published faq.json after this was scheduled.');
    const [row] = await store.outbox.listUndeliveredOutbox();
    expect(row).toMatchObject({ submissionId: null, kind: 'mail' });
    expect(kicks).toEqual([1]);
    const sent: { message: MailMessage; key: string | undefined }[] = [];
    const worker = startOutboxWorker({
      outbox: store.outbox,
      submissions: store.submissions,
      mailer: { send: async (message, key) => void sent.push({ message, key }), close: async () => undefined },
      log: () => undefined,
      intervalMs: 3_600_000,
      now: () => T0,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(sent).toEqual([
      {
        message: {
          to: 'asha@example.com',
          subject: 'Your publish scheduled for Monday 9:00 (Asia/Dubai) did not go live',
          text: expect.stringContaining('Stopped: someone published faq.json after this was scheduled.'),
        },
        key: `notice.${row!.id}`,
      },
    ]);
    expect(sent[0]!.message.text).toMatch(/^Hello Asha Rao,/);
    expect(await store.outbox.listUndeliveredOutbox()).toEqual([]);
  });

  it('queues nothing for an account without an address', async () => {
    const nora = await store.accounts.createUser({ ...newUser('nora'), email: '' }, T0);
    await scheduleNotices(
      store,
      { timeInWords: () => '' },
      () => T0,
      () => undefined,
    )(rowOf(nora.id, 'nora'), 'x');
    expect(await store.outbox.listUndeliveredOutbox()).toEqual([]);
  });
});
