// Edits a marketer makes to site-config/ in the course of a normal week, as the README tells them to:
// a changed price, a seventh FAQ question, a tenth service, a new blog article on the blog list,
// another company name in the copyright line, a reworded heading. None of them may break a test of
// behaviour (only the content acceptance spec, which holds the facts of SPEC.md, may object).
// tests/marketer-edits.ts makes them on a copy of the project and runs the checks there. Each edit
// fits whatever config it meets (a new id, index or slug is one not used yet), so they can be made
// on a config that a marketer has already changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Changes one JSON file of a config directory, keeping its key order and its 2-space layout. */
function edit<T>(configDir: string, file: string, change: (json: T) => void): void {
  const path = join(configDir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as T;
  change(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

interface Services {
  services: { index: number; price: number; [key: string]: unknown }[];
}
interface Faq {
  items: { id: string; [key: string]: unknown }[];
}
interface Page {
  sections: { type: string; heading?: string }[];
}

const slugOf = (part: number) => (part === 1 ? 'warehouse-barcodes' : `warehouse-barcodes-${part}`);

export const MARKETER_EDITS: { name: string; apply(configDir: string): void }[] = [
  {
    name: 'a changed price (services.json: the first service costs 5 dollars more)',
    apply: (dir) =>
      edit<Services>(
        dir,
        'services.json',
        (services) => void (services.services.find((service) => service.index === 1)!.price += 5),
      ),
  },
  {
    name: 'one more FAQ question, a seventh (faq.json)',
    apply: (dir) =>
      edit<Faq>(dir, 'faq.json', (faq) =>
        faq.items.push({
          id: `mobile-access-${faq.items.length + 1}`,
          question: 'Can we use Cortracker on a phone?',
          answer:
            'Yes. Every screen works in the browser of a phone or a tablet, so managers can approve orders on the move.',
        }),
      ),
  },
  {
    name: 'one more service, a tenth (services.json)',
    apply: (dir) =>
      edit<Services>(dir, 'services.json', (services) =>
        services.services.push({
          index: services.services.length + 1,
          icon: 'analytics',
          title: 'Custom Report Design',
          description:
            'Our analysts design the reports and dashboards your managers ask for, from sales by region to stock ageing, and hand them over ready to use.',
          price: 64,
          checkoutUrl: `https://buy.stripe.com/test_cortracker_custom_reports_${services.services.length + 1}`,
        }),
      ),
  },
  {
    name: 'a new blog article, which leads the blog list by its date (blog/warehouse-barcodes.json)',
    apply: (dir) => {
      let part = 1;
      while (existsSync(join(dir, `blog/${slugOf(part)}.json`))) part++;
      const slug = slugOf(part);
      const headline = `Barcodes in the Warehouse, Part ${part}: Where to Start`;
      writeFileSync(
        join(dir, `blog/${slug}.json`),
        `${JSON.stringify(
          {
            $schema: '../../schemas/blog-article.schema.json',
            slug,
            typeLabel: 'Article',
            headline,
            date: '2025-02-10',
            title: headline,
            description: `How a small warehouse moves from paper pick lists to barcode scanning, step by step (part ${part}), and what it changes for stock.`,
            keywords: ['warehouse barcodes', 'barcode scanning', 'stock accuracy'],
            author: 'Cortracker Editorial Team',
            image: {
              src: '/images/illustrations/product.svg',
              alt: 'Business software screen on a laptop and a phone',
              width: 560,
              height: 400,
            },
            body: [
              'Paper pick lists work until the day they do not. Barcodes make every stock movement a scan instead of a note.',
              '## Start with receiving',
              'Label what arrives first: once goods come in scanned, every later move can be scanned too. See [inventory management](/inventory).',
            ],
          },
          null,
          2,
        )}\n`,
      );
    },
  },
  {
    name: 'another company name in the copyright line (navigation.json)',
    apply: (dir) =>
      edit<{ footer: { copyright: string } }>(
        dir,
        'navigation.json',
        (navigation) =>
          void (navigation.footer.copyright =
            'Cortracker Technologies {foundedYear} - {currentYear}. All rights reserved.'),
      ),
  },
  {
    name: 'a reworded heading (pages/erp.json: the hero)',
    apply: (dir) =>
      edit<Page>(
        dir,
        'pages/erp.json',
        (page) =>
          void (page.sections.find((section) => section.type === 'hero')!.heading =
            'One cloud ERP for your whole business'),
      ),
  },
];
