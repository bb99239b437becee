import { Picture } from '../../components/Picture.tsx';
import { columnSizes } from '../../components/picture-sizes.ts';
import type { StepListProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** step-list.css: the picture's column is 2fr of 3fr 2fr, 2rem apart. */
const IMAGE_SIZES = columnSizes(2 / 5, 2);

export function StepList({ id, heading, intro, image, steps }: StepListProps) {
  return (
    <section className="band band--light step-list" id={id}>
      <div className={`container step-list__inner${image ? ' step-list__inner--with-image' : ''}`}>
        <div>
          <h2 className="band__heading">{heading}</h2>
          {intro && <p className="band__intro">{intro}</p>}
          <ol className="step-list__list">
            {steps.map((step, index) => (
              <li key={entryKey(index)}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        {image && <Picture image={image} className="step-list__image" sizes={IMAGE_SIZES} />}
      </div>
    </section>
  );
}
