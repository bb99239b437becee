// The questions of faq.json, loaded only by pages that show them.
import type { FaqConfig } from '../../shared/generated/config-types.ts';

let faq: FaqConfig | undefined;
let pending: Promise<FaqConfig> | undefined;

export function loadFaq(): Promise<FaqConfig> {
  pending ??= import('../../../site-config/faq.json').then((module) => (faq = module.default));
  return pending;
}

export function loadedFaq(): FaqConfig | undefined {
  return faq;
}
