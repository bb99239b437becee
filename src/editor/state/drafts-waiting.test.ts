import { describe, expect, it } from 'vitest';
import { ownerName } from './drafts-waiting.ts';
import type { WaitingDraft } from '../../shared/draft-contract.ts';

const draft = (accountId: string, name: string, fullName: string): WaitingDraft => ({
  accountId,
  name,
  fullName,
  files: ['services.json'],
  savedAt: '2026-11-27T10:00:00.000Z',
});

describe('ownerName', () => {
  it("names a draft by its owner's full name, not the account name", () => {
    const eddie = draft('1', 'eddie', 'Eddie Edwards');
    expect(ownerName(eddie, [eddie, draft('2', 'pia', 'Pia Lund')])).toBe('Eddie Edwards');
  });

  it('adds the account name when two drafts are of people with one full name', () => {
    const first = draft('1', 'anna', 'Anna Berg');
    const second = draft('2', 'annab', 'Anna Berg');
    expect(ownerName(first, [first, second])).toBe('Anna Berg (anna)');
    expect(ownerName(second, [first, second])).toBe('Anna Berg (annab)');
  });

  it('falls back to the account name when the full name is empty', () => {
    const bare = draft('1', 'eddie', '  ');
    expect(ownerName(bare, [bare])).toBe('eddie');
  });
});
