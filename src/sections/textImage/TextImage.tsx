import { Actions } from '../../components/Actions.tsx';
import { Picture } from '../../components/Picture.tsx';
import { columnSizes } from '../../components/picture-sizes.ts';
import type { TextImageProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** text-image.css: two equal columns, 2rem apart. */
const IMAGE_SIZES = columnSizes(1 / 2, 2);

export function TextImage({
  id,
  eyebrow,
  heading,
  paragraphs,
  bullets,
  actions,
  image,
  imageSide = 'right',
  tone = 'light',
}: TextImageProps) {
  return (
    <section className={`band band--${tone}`} id={id}>
      <div className={`container text-image text-image--image-${imageSide}`}>
        <div className="text-image__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 className="band__heading">{heading}</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={entryKey(index)}>{paragraph}</p>
          ))}
          {bullets && bullets.length > 0 && (
            <ul className="checklist">
              {bullets.map((bullet, index) => (
                <li key={entryKey(index)}>{bullet}</li>
              ))}
            </ul>
          )}
          <Actions actions={actions} />
        </div>
        <Picture image={image} className="text-image__image" sizes={IMAGE_SIZES} />
      </div>
    </section>
  );
}
