import { Actions } from '../../components/Actions.tsx';
import { Picture } from '../../components/Picture.tsx';
import { columnSizes } from '../../components/picture-sizes.ts';
import type { HeroProps } from '../../shared/generated/config-types.ts';

/** hero.css: the picture's column is 1fr of 1.1fr 1fr, 2.5rem apart. */
const IMAGE_SIZES = columnSizes(1 / 2.1, 2.5);

export function Hero({ id, eyebrow, heading, text, actions, image }: HeroProps) {
  return (
    <section className="hero" id={id}>
      <div className="container hero__inner">
        <div className="hero__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{heading}</h1>
          {text && <p className="hero__text">{text}</p>}
          <Actions actions={actions} />
        </div>
        {image && <Picture image={image} className="hero__image" sizes={IMAGE_SIZES} priority />}
      </div>
    </section>
  );
}
