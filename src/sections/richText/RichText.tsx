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
    <section className={`band band--${tone}`} id={id}>
      <div className="container rich-text">
        <h2 className="band__heading">{heading}</h2>
        {intro && <p className="band__intro">{intro}</p>}
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
      </div>
    </section>
  );
}
