import { Band } from '../../components/Band.tsx';
import type { RichTextProps } from '../../shared/generated/config-types.ts';

export function RichText({ id, heading, intro, tone = 'light', blocks }: RichTextProps) {
  return (
    <Band id={id} tone={tone} heading={heading} intro={intro} innerClassName="rich-text">
      {blocks.map((block, index) => (
        <div className="rich-text__block" key={block.heading ?? index}>
          {block.heading && <h3>{block.heading}</h3>}
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {block.bullets && (
            <ul className="checklist">
              {block.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </Band>
  );
}
