import { describe, expect, it } from 'vitest';
import demo from '../../../site-config/forms/demo.json' with { type: 'json' };
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { renderMails } from './mail-render.ts';

const form = demo as unknown as FormDefinition;
const mailboxes = { sales: 'sales@cortracker.com', support: 'support@cortracker.com', info: 'info@cortracker.com' };
const values = { FirstName: 'Asha', LastName: 'Rao', Email: 'asha@example.com', phoneNumber: '5125550143', company: 'Deccan Pumps', product: 'ERP', message: '' };

describe('the sales notice of a demo booking', () => {
  it("names the person's earlier submissions, in the words of the form's config", () => {
    const [notice, confirmation] = renderMails(form, values, mailboxes, [
      { type: 'trial', createdAt: '2026-03-02T10:00:00.000Z' },
      { type: 'service', createdAt: '2026-01-15T08:30:00.000Z' },
    ]);
    expect(notice?.text).toContain('Earlier submissions from the same e-mail address, newest first:\n- Free trial sign-up on 2026-03-02\n- Paid service booking on 2026-01-15\n');
    // The visitor's own confirmation says nothing about their history.
    expect(confirmation?.text).not.toContain('Earlier submissions');
  });

  it('says so when there is none', () => {
    const [notice] = renderMails(form, values, mailboxes, []);
    expect(notice?.text).toContain('This is the first submission from this e-mail address.');
  });
});
