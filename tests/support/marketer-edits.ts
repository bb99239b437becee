// Edits a marketer makes to site-config/ in the course of a normal week, as docs/marketers.md tells
// them to: a changed price, a seventh FAQ question, a tenth service and a removed one, a new blog
// article on the blog list and a changed blog card, a new picture, a renamed page title, a page
// moved to a new path (with a redirect from the old one), another company name in the copyright
// line, a reworded heading. None of them may break a test: the specs of behaviour and of the
// specification run against the frozen content of tests/spec-content/, and the specs of the shipped
// content check only what holds of any content. tests/marketer-edits.ts makes them on a copy of the
// project and runs those checks there. Each edit picks its target by the config's structure, not by
// its words (the first service, the first routed page with a hero, …), and a new id, index, slug or
// file name is one not used yet, so they can be made on a config a marketer has already changed, and
// twice over (tests/unit/config-corpus.test.ts does, and validates the result).
import { deflateSync, crc32 } from 'node:zlib';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogIndexEntry, type BlogIndexEntry } from '../../src/shared/blog-index.ts';
import { orderedEntries, type BlogListRules } from '../../src/shared/blog-list.ts';

/** Where an edit writes: the config folder, and the public/ folder its pictures go to. */
export interface EditDirs {
  config: string;
  public: string;
}

export interface MarketerEdit {
  name: string;
  apply(dirs: EditDirs): void;
}

const readJson = <T>(configDir: string, file: string): T =>
  JSON.parse(readFileSync(join(configDir, file), 'utf8')) as T;

/** Changes one JSON file of a config directory, keeping its key order and its 2-space layout. */
function edit<T>(configDir: string, file: string, change: (json: T) => void): void {
  const json = readJson<T>(configDir, file);
  change(json);
  writeFileSync(join(configDir, file), `${JSON.stringify(json, null, 2)}\n`);
}

interface Service {
  index: number;
  price: number;
  [key: string]: unknown;
}
interface Services {
  services: Service[];
}
interface Faq {
  items: { id: string; [key: string]: unknown }[];
}
interface Section {
  type: string;
  heading?: string;
  image?: { src: string; alt: string; width: number; height: number };
  [key: string]: unknown;
}
interface Page {
  title: string;
  sections: Section[];
}
interface Routes {
  routes: { path: string; page: string }[];
  redirects: { from: string; to: string }[];
}
interface Article {
  headline: string;
  typeLabel: string;
  date: string;
}

const routesOf = (dir: string) => readJson<Routes>(dir, 'routes.json');
const pageFile = (page: string) => `pages/${page}.json`;
/** The routed pages, in the order of routes.json. */
const routedPages = (dir: string) =>
  routesOf(dir).routes.map((route) => ({
    ...route,
    file: pageFile(route.page),
    page: readJson<Page>(dir, pageFile(route.page)),
  }));
/** The first routed page with a section that passes the test. */
const firstPageWith = (dir: string, test: (section: Section) => boolean) =>
  routedPages(dir).find((route) => route.page.sections.some(test))!;

/** A name not taken yet: base, then base-2, base-3, … */
function unused(base: string, taken: (name: string) => boolean): string {
  let name = base;
  for (let part = 2; taken(name); part++) name = `${base}-${part}`;
  return name;
}

/** A small PNG of one colour, as a camera or a design tool would save a picture: a real image file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const MARKETER_EDITS: MarketerEdit[] = [
  {
    name: 'a changed price (services.json: the first service costs 5 dollars more)',
    apply: ({ config }) =>
      edit<Services>(config, 'services.json', (services) => {
        const first = services.services.reduce((a, b) => (a.index < b.index ? a : b));
        first.price += 5;
      }),
  },
  {
    name: 'one more FAQ question, a seventh (faq.json)',
    apply: ({ config }) =>
      edit<Faq>(config, 'faq.json', (faq) =>
        faq.items.push({
          id: unused('mobile-access', (id) => faq.items.some((item) => item.id === id)),
          question: 'Can we use Cortracker on a phone?',
          answer:
            'Yes. Every screen works in the browser of a phone or a tablet, so managers can approve orders on the move.',
        }),
      ),
  },
  {
    name: 'one more service, a tenth (services.json)',
    apply: ({ config }) =>
      edit<Services>(config, 'services.json', (services) =>
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
    name: 'a service removed from the middle of the list, the ones after it renumbered (services.json)',
    apply: ({ config }) =>
      edit<Services>(config, 'services.json', (services) => {
        const middle = Math.ceil(services.services.length / 2);
        services.services = services.services
          .filter((service) => service.index !== middle)
          .map((service) => (service.index > middle ? { ...service, index: service.index - 1 } : service));
      }),
  },
  {
    name: 'a new blog article, which leads the blog list by its date (blog/warehouse-barcodes.json)',
    apply: ({ config }) => {
      const slug = unused('warehouse-barcodes', (name) => existsSync(join(config, `blog/${name}.json`)));
      const part = slug === 'warehouse-barcodes' ? 1 : Number(slug.split('-').at(-1));
      const headline = `Warehouse Barcodes, Part ${part}: Where to Start`;
      writeFileSync(
        join(config, `blog/${slug}.json`),
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
              `Label what arrives first: once goods come in scanned, every later move can be scanned too. See [what we make](${routesOf(config).routes[0]!.path}).`,
            ],
          },
          null,
          2,
        )}\n`,
      );
    },
  },
  {
    name: 'a changed blog card: the first card of the blog list gets another label, headline and date',
    apply: ({ config }) => {
      const blog = firstPageWith(config, (section) => section.type === 'blogList');
      const list = blog.page.sections.find((section) => section.type === 'blogList')! as unknown as BlogListRules;
      const index = readdirSync(join(config, 'blog'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => blogIndexEntry(readJson<BlogIndexEntry>(config, `blog/${name}`)));
      const slug = orderedEntries(index, list)[0]!.slug;
      edit<Article>(config, `blog/${slug}.json`, (article) => {
        article.typeLabel = 'Case study';
        article.headline = `${article.headline.replace(/ \(revised\)$/, '')} (revised)`;
        article.date = '2025-03-03';
      });
    },
  },
  {
    name: 'a new picture (a PNG put under public/images/, shown by the first routed page with a picture)',
    apply: (dirs) => {
      const folder = join(dirs.public, 'images/illustrations');
      mkdirSync(folder, { recursive: true });
      const name = unused('team-photo', (base) => existsSync(join(folder, `${base}.png`)));
      writeFileSync(join(folder, `${name}.png`), png(64, 48, [31, 79, 209]));
      const target = firstPageWith(dirs.config, (section) => section.image !== undefined);
      edit<Page>(dirs.config, target.file, (page) => {
        const section = page.sections.find((candidate) => candidate.image !== undefined)!;
        section.image = {
          src: `/images/illustrations/${name}.png`,
          alt: 'Our support team at work',
          width: 64,
          height: 48,
        };
      });
    },
  },
  {
    name: 'a renamed page title (the title in the browser tab of the first routed page)',
    apply: ({ config }) =>
      edit<Page>(
        config,
        routedPages(config)[0]!.file,
        (page) => void (page.title = 'Business Software That Grows With You'),
      ),
  },
  {
    name: 'a page moved to a new path, with a redirect from the old one (routes.json)',
    apply: ({ config }) =>
      edit<Routes>(config, 'routes.json', (routes) => {
        // The last page that is no form's, legal text's, blog list's or services' page, and not the home page.
        const moved = [...routedPages(config)]
          .slice(1)
          .reverse()
          .find(({ page }) =>
            page.sections.every(
              (section) => !['form', 'legalDocument', 'blogList', 'serviceCards'].includes(section.type),
            ),
          )!;
        const taken = (path: string) =>
          routes.routes.some((route) => route.path === path) || routes.redirects.some((entry) => entry.from === path);
        const to = unused(`${moved.path}-renamed`, taken);
        routes.routes.find((route) => route.path === moved.path)!.path = to;
        for (const redirect of routes.redirects) if (redirect.to === moved.path) redirect.to = to;
        routes.redirects.push({ from: moved.path, to });
      }),
  },
  {
    name: 'another company name in the copyright line (navigation.json)',
    apply: ({ config }) =>
      edit<{ footer: { copyright: string } }>(
        config,
        'navigation.json',
        (navigation) =>
          void (navigation.footer.copyright =
            'Cortracker Technologies {foundedYear} - {currentYear}. All rights reserved.'),
      ),
  },
  {
    name: 'a reworded heading (the hero of the first routed page with one)',
    apply: ({ config }) => {
      const target = firstPageWith(config, (section) => section.type === 'hero');
      edit<Page>(
        config,
        target.file,
        (page) =>
          void (page.sections.find((section) => section.type === 'hero')!.heading =
            'One cloud ERP for your whole business'),
      );
    },
  },
];
