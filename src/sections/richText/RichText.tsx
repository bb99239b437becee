import { Band } from '../../components/Band.tsx';
import type { RichTextProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function RichText({ id, heading, intro, tone = 'light', blocks }: RichTextProps) {
  return (
    <Band id={id} tone={tone} heading={heading} intro={intro} innerClassName="rich-text">
      {blocks.map((block, index) => (
        <div className="rich-text__block" key={entryKey(index)}>
          {block.heading && <h3>{block.heading}</h3>}
          {block.paragraphs.map((paragraph, at) => (
            <p key={entryKey(at)}>{paragraph}</p>
          ))}
          {block.bullets && (
            <ul className="checklist">
              {block.bullets.map((bullet, at) => (
                <li key={entryKey(at)}>{bullet}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </Band>
  );
}
