import { Band } from '../../components/Band.tsx';

export interface RichTextProps {
  type: 'richText';
  id?: string;
  heading: string;
  intro?: string;
  tone?: 'light' | 'tinted';
  blocks: { heading?: string; paragraphs: string[]; bullets?: string[] }[];
}

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
