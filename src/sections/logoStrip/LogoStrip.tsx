import { useState } from 'react';
import { Picture } from '../../components/Picture.tsx';
import { site } from '../../config/site-config.ts';
import { Band } from '../../components/Band.tsx';
import type { Image, LogoStripProps } from '../../shared/generated/config-types.ts';

function LogoList({ logos, hidden = false, eager = false }: { logos: Image[]; hidden?: boolean; eager?: boolean }) {
  return (
    <ul className="logos__list" aria-hidden={hidden || undefined}>
      {logos.map((logo) => (
        <li key={logo.src}>
          <Picture image={hidden ? { ...logo, alt: '' } : logo} eager={eager} />
        </li>
      ))}
    </ul>
  );
}

export function LogoStrip({ id, heading, intro, layout = 'strip' }: LogoStripProps) {
  const [paused, setPaused] = useState(false);
  const logos = site.clients ?? [];
  return (
    <Band id={id} heading={heading} intro={intro}>
      {layout === 'grid' ? (
        <div className="logos logos--grid">
          <LogoList logos={logos} />
        </div>
      ) : (
        <>
          <div className={`logos logos--strip${paused ? ' is-paused' : ''}`} role="group" aria-label={site.ui.clientsStripLabel}>
            <div className="logos__track">
              {/* Eager: logos slide into view sideways, where lazy loading would leave gaps. */}
              <LogoList logos={logos} eager />
              {/* A second copy makes the loop seamless; assistive technology skips it. */}
              <LogoList logos={logos} hidden eager />
            </div>
          </div>
          <button type="button" className="logos__toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {site.ui.pauseAnimation}
          </button>
        </>
      )}
    </Band>
  );
}
