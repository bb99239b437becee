// The questions of faq.json, loaded only by pages that show them.
import type { FaqConfig } from '../../config/types.ts';
import { keyedLoader } from '../../lib/keyed-loader.ts';

const faq = keyedLoader<void, FaqConfig>(() => import('../../../site-config/faq.json').then((module) => module.default as unknown as FaqConfig));

export const loadFaq = faq.load;
export const loadedFaq = faq.loaded;
