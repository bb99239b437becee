import { defineSection } from '../types.ts';
import { loadFaq } from './faq-data.ts';
import { faqPageData } from './faq-page.ts';
import { Faq } from './Faq.tsx';
import './faq.css';

export const faq = defineSection(Faq, { structuredData: faqPageData, preload: () => loadFaq() });
