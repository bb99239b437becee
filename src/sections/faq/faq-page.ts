import { loadedFaq } from './faq-data.ts';

/** The questions of faq.json as a schema.org FAQPage. */
export function faqPageData(): Record<string, unknown>[] {
  // Preloaded with the section, before the page renders.
  const faq = loadedFaq();
  if (!faq) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ];
}
