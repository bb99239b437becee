// What services.json must satisfy beyond its schema: indexes 1..n each once, prices in whole cents,
// every checkout link on the allowlist, and each policy of the agreement linked once, to a page whose
// legal text has a version a booking can record. (Whether the policy links lead to routes at all is
// checked with every other href of the config, in reference-pass.ts.)
import type { ServicesConfig } from '../generated/config-types.ts';
import { checkoutLinkProblem } from '../services/checkout-link.ts';
import { legalVersion, POLICY_KEYS, policyLinks } from '../services/policies.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';
import { CONFIG_FILES } from './config-layout.ts';

interface PageFile {
  sections: { type: string; lastUpdated?: string }[];
}

/**
 * @param routePaths route path -> page name, as reference-pass.ts built it
 * @param pages page name -> its sound page file
 */
export function serviceProblems(
  files: ReadonlyMap<string, JsonSource>,
  routePaths: { get(path: string): string | undefined },
  pages: ReadonlyMap<string, JsonSource>,
): Problem[] {
  const source = files.get(CONFIG_FILES.services);
  if (!source) return [];
  const config = source.value as ServicesConfig;
  const problems: Problem[] = [];
  const count = config.services.length;

  const seen = new Set<number>();
  config.services.forEach((service, index) => {
    const at = `/services/${index}`;
    if (seen.has(service.index))
      problems.push(
        problemAt(
          source,
          `${at}/index`,
          `the index ${service.index} is used twice`,
          `number the ${count} services 1 to ${count}, each once`,
        ),
      );
    seen.add(service.index);
    // Prices are money: whole cents only (the tolerance absorbs binary fractions such as 0.1).
    if (Math.abs(service.price * 100 - Math.round(service.price * 100)) > 1e-6) {
      problems.push(
        problemAt(
          source,
          `${at}/price`,
          `the price ${service.price} has more than two decimals`,
          'write whole cents, e.g. 52.5 for $52.50',
        ),
      );
    }
    const refusal = checkoutLinkProblem(service.checkoutUrl, config.allowedCheckoutHosts);
    if (refusal)
      problems.push(
        problemAt(
          source,
          `${at}/checkoutUrl`,
          `the checkout link is refused: ${refusal}`,
          `allowedCheckoutHosts lists: ${config.allowedCheckoutHosts.join(', ')}`,
        ),
      );
  });
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (missing.length > 0)
    problems.push(
      problemAt(
        source,
        '/services',
        `no service has the index ${missing.join(', ')}`,
        `number the ${count} services 1 to ${count}, without gaps`,
      ),
    );

  const links = policyLinks(config.agreement.label);
  for (const policy of POLICY_KEYS) {
    const ofPolicy = links.filter((link) => link.policy === policy);
    if (ofPolicy.length === 0)
      problems.push(
        problemAt(
          source,
          '/agreement/label',
          `the agreement has no link with "policy": "${policy}"`,
          'the visitor agrees to the terms, privacy and refund policies; link each once',
        ),
      );
    for (const duplicate of ofPolicy.slice(1))
      problems.push(
        problemAt(
          source,
          `${duplicate.pointer}/policy`,
          `the policy "${policy}" is linked twice`,
          'link each policy once',
        ),
      );
  }
  for (const link of links) {
    const page = pages.get(routePaths.get(link.href) ?? '');
    if (page && legalVersion(page.value as PageFile) === undefined) {
      problems.push(
        problemAt(
          source,
          `${link.pointer}/href`,
          `the page ${link.href} has no legalDocument section, so a booking cannot record which version was agreed to`,
          'link to a page with a legalDocument section; its "lastUpdated" is the version',
        ),
      );
    }
  }
  return problems;
}
