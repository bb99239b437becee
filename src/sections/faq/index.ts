import { defineSection } from '../types.ts';
import { loadFaq } from './faq-data.ts';
import { faqPageData } from './faq-page.ts';
import { Faq, type FaqProps } from './Faq.tsx';
import './faq.css';

export type { FaqProps };
export const faqSection = defineSection<FaqProps>('faq', Faq, faqPageData, { preload: () => loadFaq(), modules: () => ['site-config/faq.json'] });
