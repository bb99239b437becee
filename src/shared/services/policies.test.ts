import { describe, expect, it } from 'vitest';
import { legalVersion, policyLinks, policyVersions, type LegalPageLike } from './policies.ts';

const label = [
  'I agree to the ',
  { label: 'Terms', href: '/terms', policy: 'terms' as const },
  ', the ',
  { label: 'Privacy Policy', href: '/privacy', policy: 'privacy' as const },
  ' and the ',
  { label: 'Refund Policy', href: '/refund', policy: 'refund' as const },
];
const legalPage = (lastUpdated?: string): LegalPageLike => ({
  sections: [{ type: 'pageHeader' }, { type: 'legalDocument', ...(lastUpdated ? { lastUpdated } : {}) }],
});
const pages: Record<string, LegalPageLike> = {
  '/terms': legalPage('2026-11-01'),
  '/privacy': legalPage('2026-10-01'),
  '/refund': legalPage('2026-09-01'),
};

describe('policy versions', () => {
  it('finds the links of the agreement with their place in services.json', () => {
    expect(policyLinks(label).map((link) => [link.policy, link.pointer])).toEqual([
      ['terms', '/agreement/label/1'],
      ['privacy', '/agreement/label/3'],
      ['refund', '/agreement/label/5'],
    ]);
  });

  it('versions each policy by the lastUpdated date of the legal text its link leads to', () => {
    expect(policyVersions(label, (path) => pages[path])).toEqual({
      terms: '2026-11-01',
      privacy: '2026-10-01',
      refund: '2026-09-01',
    });
  });

  it('has no version for a page without a dated legal text, and refuses a link to one', () => {
    expect(legalVersion({ sections: [{ type: 'richText' }] })).toBeUndefined();
    expect(() => policyVersions(label, (path) => (path === '/refund' ? legalPage() : pages[path]))).toThrow(
      'the policy link /refund leads to no legal text',
    );
    expect(() => policyVersions(label, (path) => (path === '/privacy' ? undefined : pages[path]))).toThrow(
      'the policy link /privacy',
    );
  });
});
