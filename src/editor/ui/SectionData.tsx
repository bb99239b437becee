// A section that shows content kept in another file (the service cards show services.json, a form
// section a form of forms/, a blog list its articles) says so above its form, with a button that
// opens that file: the price of a service is one click from the page that shows it.
import type { JsonObject } from '../state/draft.ts';
import { fill, text } from '../strings.ts';
import { CONFIG_FILES, articleFile, formFile } from '../../shared/config-check/config-layout.ts';

const t = text.sectionData;

/** The files a section type reads besides its own fields, as [file, words of its button]. */
export function sectionDataFiles(section: JsonObject): [string, string][] {
  switch (section.type) {
    case 'serviceCards':
      return [[CONFIG_FILES.services, t[CONFIG_FILES.services]]];
    case 'faq':
      return [[CONFIG_FILES.faq, t[CONFIG_FILES.faq]]];
    case 'counters':
    case 'logoStrip':
    case 'officeList':
      return [[CONFIG_FILES.site, t[CONFIG_FILES.site]]];
    case 'form':
      return typeof section.form === 'string' ? [[formFile(section.form), fill(t.form, { form: section.form })]] : [];
    case 'blogList':
      // The list shows every article by itself; the ones it names are those pinned to a place.
      return Array.isArray(section.pinned)
        ? section.pinned
            .map((pin) => pin?.slug)
            .filter((slug): slug is string => typeof slug === 'string' && slug !== '')
            .map((slug) => [articleFile(slug), fill(t.article, { slug })])
        : [];
    default:
      return [];
  }
}

export function SectionData({
  section,
  exists,
  onOpen,
}: {
  section: JsonObject;
  exists: (path: string) => boolean;
  onOpen: (path: string) => void;
}) {
  const files = sectionDataFiles(section).filter(([path]) => exists(path));
  if (files.length === 0) return null;
  return (
    <div className="section-data">
      <p>{t.intro}</p>
      <ul>
        {files.map(([path, words]) => (
          <li key={path}>
            <button type="button" className="button button--small" onClick={() => onOpen(path)}>
              {words}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
