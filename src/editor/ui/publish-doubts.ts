// What Publish asks about before it publishes (issue 40): texts a copied page still has from the page
// it came from, neither rewritten nor kept (state/copy-marks.ts), and a price changed without its
// checkout link, which would still charge the old amount (price-link-checks.ts). Neither keeps
// Publish off: a marketer may mean either; Publish says what it would put live and asks.
import { isPriceWithoutLink } from '../../shared/config-check/price-link-checks.ts';
import type { Problem } from '../../shared/config-check/json-source.ts';
import { fillCount, text } from '../strings.ts';
import { pageId } from './content-index.ts';
import type { CopyMark } from './new-content.ts';

/** The reasons to ask, one a line; undefined when there is nothing to ask. */
export function publishDoubts(
  marks: readonly CopyMark[],
  problems: readonly Problem[],
  routes: ReadonlyMap<string, string[]>,
): string | undefined {
  const reasons = problems.filter(isPriceWithoutLink).map((problem) => `• ${problem.message}.`);
  if (marks.length > 0) {
    const pages = [...new Set(marks.map((mark) => mark.file))].map(
      (file) => routes.get(pageId(file) ?? '')?.[0] ?? file,
    );
    reasons.push(`• ${fillCount(text.publishing.confirmCopied, marks.length, { pages: pages.join(', ') })}`);
  }
  return reasons.length === 0 ? undefined : reasons.join('\n');
}
