import { describe, expect, it } from 'vitest';
import { demoForm as form } from '../../../tests/unit/fixture-forms.ts';
import { renderMails } from './mail-render.ts';

const mailboxes = { sales: 'sales@fixturo.example', support: 'support@fixturo.example', info: 'info@fixturo.example' };
const values = { FirstName: 'Asha', Email: 'asha@example.com', phoneNumber: '5125550143', company: 'Deccan Pumps', product: 'Alpha', message: '' };

describe('the sales notice of a demo booking', () => {
  it("names the person's earlier submissions, in the words of the form's config", () => {
    const [notice, confirmation] = renderMails(form, values, mailboxes, [
      { type: 'trial', createdAt: '2026-03-02T10:00:00.000Z' },
      { type: 'service', createdAt: '2026-01-15T08:30:00.000Z' },
    ]);
    // The fixture's history words: "Fixture: earlier from this address:" and "* {type}, {date}".
    expect([notice?.toVisitor, confirmation?.toVisitor]).toEqual([false, true]);
    expect(notice?.mail.text).toContain('Fixture: earlier from this address:\n* Fixture trial, 2026-03-02\n* Fixture booking, 2026-01-15\n');
    // The visitor's own confirmation says nothing about their history.
    expect(confirmation?.mail.text).not.toContain('earlier from this address');
  });

  it('says so when there is none', () => {
    const [notice] = renderMails(form, values, mailboxes, []);
    expect(notice?.mail.text).toContain('Fixture: nothing earlier from this address.');
  });
});
