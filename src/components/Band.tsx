import type { ReactNode } from 'react';

interface BandProps {
  id?: string;
  tone?: 'light' | 'tinted' | 'dark';
  heading?: string;
  intro?: string;
  /** Extra classes on the section and on its inner container. */
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}

/** The frame most sections share: a full-width band, a centred container, a heading and an intro. */
export function Band({ id, tone = 'light', heading, intro, className, innerClassName, children }: BandProps) {
  return (
    <section className={`band band--${tone}${className ? ` ${className}` : ''}`} id={id}>
      <div className={`container${innerClassName ? ` ${innerClassName}` : ''}`}>
        {heading && <h2 className="band__heading">{heading}</h2>}
        {intro && <p className="band__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
