// The questions of faq.json, loaded only by pages that show them.
import type { FaqConfig } from '../../shared/generated/config-types.ts';
import { keyedLoader } from '../../lib/keyed-loader.ts';

const faq = keyedLoader<void, FaqConfig>(() => import('@site-config/faq.json').then((module) => module.default));

export const loadFaq = faq.load;
export const loadedFaq = faq.loaded;
