import { describe, expect, it } from 'vitest';
import { outgoingMessage } from './outbox-mail.ts';

const words = { intro: 'Earlier:', item: '* {type} on {date}', none: 'Nothing earlier.', types: { trial: 'Trial' } };
const none = async () => [];

describe('an outbox mail at delivery', () => {
  it('goes out as it was rendered when it names no history (as rows queued before the history was written here do)', async () => {
    const mail = { to: 'sales@example.com', subject: 'New demo', text: 'Hello.\n', replyTo: 'asha@example.com' };
    expect(await outgoingMessage(mail, none)).toEqual(mail);
  });

  it("gets the history paragraph last: at most ten entries, types in the config's words or as stored", async () => {
    const history = Array.from({ length: 12 }, (_, i) => ({
      type: i === 0 ? 'trial' : 'partner',
      createdAt: `2026-01-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`,
    }));
    const { text } = await outgoingMessage(
      { to: 'sales@example.com', subject: 's', text: 'Hello.\n', history: words },
      async () => history,
    );
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual(['Hello.', '', 'Earlier:', '* Trial on 2026-01-20']);
    expect(lines.filter((line) => line.startsWith('* '))).toHaveLength(10);
    expect(lines.slice(-2)).toEqual(['* partner on 2026-01-11', '']);
  });

  it('is refused, with the reason, when its payload is not such a mail', async () => {
    const reason = 'mail payload must be { to, subject, text, replyTo?, history? }';
    await expect(outgoingMessage({ to: 'sales@example.com', subject: 's' }, none)).rejects.toThrow(reason);
    await expect(
      outgoingMessage({ to: 'sales@example.com', subject: 's', text: 't\n', history: { intro: 'Earlier:' } }, none),
    ).rejects.toThrow(reason);
  });
});
