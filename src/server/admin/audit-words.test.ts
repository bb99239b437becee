// The audit page reads each entry in words: its kind, its details' names, and the codes among their values.
import { describe, expect, it } from 'vitest';
import { adminText } from '../words/text.ts';
import { auditActionInWords, auditDetailsInWords } from './audit-words.ts';

const words = adminText.audit;

describe('the audit log in words', () => {
  it('says why a sign-in was refused, not its code', () => {
    expect(auditActionInWords('sign-in-failed')).toBe(words.actions['sign-in-failed']);
    expect(auditDetailsInWords('sign-in-failed', { why: 'wrong' })).toBe(
      `${words.details.why}: ${words.values.why.wrong}`,
    );
    expect(auditDetailsInWords('password-check-failed', { why: 'waiting' })).toBe(
      `${words.details.why}: ${words.values.why.waiting}`,
    );
  });

  it('names a look at the leads in words, and never has the words searched', () => {
    expect(auditDetailsInWords('leads-listed', { view: 'bots', text: 'given', page: 'older', rows: 3 })).toBe(
      [
        `${words.details.view}: ${words.values.view.bots}`,
        `${words.details.text}: ${words.values.text.given}`,
        `${words.details.page}: ${words.values.page.older}`,
        `${words.details.rows}: 3`,
      ].join('; '),
    );
  });

  it('shows a code it has no words for as it is, and a roles change as before → after', () => {
    expect(auditDetailsInWords('sign-in-failed', { why: 'something new' })).toBe(`${words.details.why}: something new`);
    expect(auditDetailsInWords('user-added', { name: 'wrong' })).toBe(`${words.details.name}: wrong`);
    expect(auditDetailsInWords('roles-changed', { name: 'nora', from: ['editor'], to: [] })).toBe(
      `${words.details.name}: nora; roles: editor → ${words.none}`,
    );
  });
});

describe('the audit log of reviews in words', () => {
  it('names each step of a review and its details', () => {
    for (const action of ['review-asked', 'review-comment', 'review-sent-back', 'review-approved'])
      expect(auditActionInWords(action), action).not.toBe(action);
    expect(
      auditDetailsInWords('review-comment', { review: 3, round: 2, path: 'faq.json', pointer: '/items/0/question' }),
    ).toBe('review: 3; round: 2; file: faq.json; field: /items/0/question');
    expect(auditDetailsInWords('review-asked', { review: 3, reviewer: 'pia', files: ['faq.json'] })).toBe(
      'review: 3; asked of: pia; files: faq.json',
    );
  });
});

describe('the audit log of scheduled publishes in words', () => {
  it('says a publish by the schedule as the History does: who scheduled it for when, and when it ran', () => {
    const detail = {
      schedule: 4,
      at: '2026-03-30T05:00:00.000Z',
      ranAt: '2026-03-30T05:00:02.000Z',
      version: 12,
      by: 'Asha Rao',
      zone: 'Asia/Dubai',
    };
    expect(auditDetailsInWords('schedule-published', detail)).toMatch(
      /^Scheduled by Asha Rao for Monday, March 30, 2026 at 9:00\sAM \(Asia\/Dubai\); published by the schedule at Monday, March 30, 2026 at 9:00\sAM \(Asia\/Dubai\); schedule: 4; version: 12$/,
    );
    // An entry written before it named who and the zone: its details as they are.
    const older = { schedule: 4, at: detail.at, ranAt: detail.ranAt, version: 12 };
    expect(auditDetailsInWords('schedule-published', older)).toBe(
      'schedule: 4; for: 2026-03-30T05:00:00.000Z; ran at: 2026-03-30T05:00:02.000Z; version: 12',
    );
  });
});
