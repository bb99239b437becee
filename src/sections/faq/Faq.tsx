import { use, useId, useState } from 'react';
import { Picture } from '../../components/Picture.tsx';
import { loadedFaq, loadFaq } from './faq-data.ts';
import type { FaqProps } from '../../shared/generated/config-types.ts';

/** An accordion: all answers closed at first; opening one closes the others. */
export function Faq({ id, heading, intro, image }: FaqProps) {
  const faq = loadedFaq() ?? use(loadFaq());
  const [openId, setOpenId] = useState<string | null>(null);
  const prefix = useId();
  return (
    <section className="band band--light" id={id}>
      <div className={`container faq${image ? ' faq--with-image' : ''}`}>
        {image && <Picture image={image} className="faq__image" />}
        <div>
          <h2 className="band__heading">{heading}</h2>
          {intro && <p className="band__intro">{intro}</p>}
          <div className="faq__items">
            {faq.items.map((item) => {
              const open = openId === item.id;
              const panelId = `${prefix}-${item.id}`;
              return (
                <div className={`faq__item${open ? ' is-open' : ''}`} key={item.id}>
                  <h3 className="faq__question">
                    <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : item.id)}>
                      <span>{item.question}</span>
                      <span className="faq__indicator" aria-hidden="true">
                        {open ? '-' : '+'}
                      </span>
                    </button>
                  </h3>
                  <div className="faq__answer" id={panelId} hidden={!open}>
                    <p>{item.answer}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
