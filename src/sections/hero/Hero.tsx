import { Actions } from '../../components/Actions.tsx';
import { Picture } from '../../components/Picture.tsx';
import type { HeroProps } from '../../shared/generated/config-types.ts';

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
        {image && <Picture image={image} className="hero__image" priority />}
      </div>
    </section>
  );
}
