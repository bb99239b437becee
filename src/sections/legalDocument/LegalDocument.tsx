import { formatLongDate } from '../../lib/dates.ts';
import type { LegalDocumentProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** A legal text: numbered, anchored sections and a table of contents. */
export function LegalDocument({ id, lastUpdatedLabel, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <section className="band band--light legal-document" id={id}>
      <div className="container legal-document__inner">
        <p className="legal-document__updated">
          {lastUpdatedLabel}: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
        </p>
        {intro?.map((paragraph, index) => (
          <p key={entryKey(index)}>{paragraph}</p>
        ))}
        <ol className="legal-document__toc">
          {sections.map((section, index) => (
            <li key={entryKey(index, section.id)}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
        {sections.map((section, index) => (
          <section
            className="legal-document__section"
            id={section.id}
            key={entryKey(index, section.id)}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, at) => (
              <p key={entryKey(at)}>{paragraph}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((bullet, at) => (
                  <li key={entryKey(at)}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
