import { describe, expect, it } from 'vitest';
import { demoForm as form } from '../../../tests/unit/fixture-forms.ts';
import { outgoingMessage } from '../mail/outbox-mail.ts';
import { renderMails } from './mail-render.ts';

const mailboxes = { sales: 'sales@fixturo.example', support: 'support@fixturo.example', info: 'info@fixturo.example' };
const values = {
  FirstName: 'Asha',
  Email: 'asha@example.com',
  phoneNumber: '5125550143',
  company: 'Deccan Pumps',
  product: 'Alpha',
  message: '',
};

describe('the sales notice of a demo booking', () => {
  // What the store tells at delivery (Store.earlierSubmissions), newest first.
  const earlier = [
    { type: 'trial', createdAt: '2026-03-02T10:00:00.000Z' },
    { type: 'service', createdAt: '2026-01-15T08:30:00.000Z' },
  ];

  it("names the person's earlier submissions when it goes out, in the words of the form's config, as its last paragraph", async () => {
    const [notice, confirmation] = renderMails(form, values, mailboxes);
    expect([notice?.toVisitor, confirmation?.toVisitor]).toEqual([false, true]);
    const sent = await outgoingMessage(notice!.mail, async () => earlier);
    // The fixture's history words: "Fixture: earlier from this address:" and "* {type}, {date}".
    expect(sent.text).toBe(
      `${notice!.mail.text}\nFixture: earlier from this address:\n* Fixture trial, 2026-03-02\n* Fixture booking, 2026-01-15\n`,
    );
    expect(sent).not.toHaveProperty('history');
    // The visitor's own confirmation says nothing about their history, and does not ask for it.
    const asked = () => Promise.reject(new Error('asked for a history it does not name'));
    expect((await outgoingMessage(confirmation!.mail, asked)).text).toBe(confirmation!.mail.text);
  });

  it('says so when there is none', async () => {
    const [notice] = renderMails(form, values, mailboxes);
    expect((await outgoingMessage(notice!.mail, async () => [])).text).toContain(
      '\n\nFixture: nothing earlier from this address.\n',
    );
  });
});
