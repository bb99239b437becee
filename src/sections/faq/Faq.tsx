import { use, useId } from 'react';
import { Picture } from '../../components/Picture.tsx';
import { columnSizes } from '../../components/picture-sizes.ts';
import { loadedFaq, loadFaq } from './faq-data.ts';
import type { FaqProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** faq.css: the picture's column is 2fr of 2fr 3fr, 2rem apart. */
const IMAGE_SIZES = columnSizes(2 / 5, 2);

/**
 * An accordion of native disclosure elements sharing one name, so the browser itself keeps at most
 * one answer open (opening one closes the others) with no script: all closed at first, the
 * indicator + when closed and - when open (faq.css).
 */
export function Faq({ id, heading, intro, image }: FaqProps) {
  const faq = loadedFaq() ?? use(loadFaq());
  const name = `faq${useId()}`;
  return (
    <section className="band band--light" id={id}>
      <div className={`container faq${image ? ' faq--with-image' : ''}`}>
        {image && <Picture image={image} className="faq__image" sizes={IMAGE_SIZES} />}
        <div>
          <h2 className="band__heading">{heading}</h2>
          {intro && <p className="band__intro">{intro}</p>}
          <div className="faq__items">
            {faq.items.map((item, index) => (
              <details className="faq__item" name={name} key={entryKey(index, item.id)}>
                <summary className="faq__question">
                  <h3>{item.question}</h3>
                  <span className="faq__indicator" aria-hidden="true">
                    <span className="faq__closed">+</span>
                    <span className="faq__open">-</span>
                  </span>
                </summary>
                <div className="faq__answer">
                  <p>{item.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
