/**
 * The policies a visitor agrees to before booking a paid service, and their versions. The version of
 * a policy is the "lastUpdated" date of the legal text on the page its agreement link leads to: the
 * build records it in the services catalog, the validator insists it exists, and a booking stores it.
 */

import type { PolicyLink } from '../generated/config-types.ts';

/** The three policies of the booking agreement (services.json names them on its agreement links). */
export type PolicyKey = PolicyLink['policy'];

/** Each policy is linked exactly once from the agreement. */
export const POLICY_KEYS: readonly PolicyKey[] = ['terms', 'privacy', 'refund'];

/** What the version logic needs of an agreement's link to a policy. */
export interface PolicyLinkLike {
  href: string;
  policy: PolicyKey;
}

/** What the version logic needs of a page config. */
export interface LegalPageLike {
  sections: { type: string; lastUpdated?: string }[];
}

/** The policy links of the agreement label (its other parts are plain text), with their JSON pointer in services.json. */
export function policyLinks<L extends PolicyLinkLike>(label: readonly (string | L)[]): (L & { pointer: string })[] {
  return label.flatMap((part, index) =>
    typeof part === 'string' ? [] : [{ ...part, pointer: `/agreement/label/${index}` }],
  );
}

/** The version of a legal page: the "lastUpdated" date of its legalDocument section. */
export function legalVersion(page: LegalPageLike): string | undefined {
  return page.sections.find((section) => section.type === 'legalDocument')?.lastUpdated;
}

/**
 * The version of each policy the agreement links to.
 * @param pageAt the page config a site path shows, or undefined when no route has that path
 * @throws when a link leads to no page with a dated legal text (the validator refuses such a config)
 */
export function policyVersions(
  label: readonly (string | PolicyLinkLike)[],
  pageAt: (path: string) => LegalPageLike | undefined,
): Record<PolicyKey, string> {
  const versions: Partial<Record<PolicyKey, string>> = {};
  for (const link of policyLinks(label)) {
    const page = pageAt(link.href);
    const version = page && legalVersion(page);
    if (!version)
      throw new Error(`services.json: the policy link ${link.href} leads to no legal text with a lastUpdated date`);
    versions[link.policy] = version;
  }
  return versions as Record<PolicyKey, string>;
}
