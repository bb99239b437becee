import { Picture } from '../../components/Picture.tsx';
import { site } from '../../config/site-config.ts';
import { Band } from '../../components/Band.tsx';
import type { Image, LogoStripProps } from '../../shared/generated/config-types.ts';

function LogoList({ logos, hidden = false }: { logos: Image[]; hidden?: boolean }) {
  return (
    <ul className="logos__list" aria-hidden={hidden || undefined}>
      {logos.map((logo) => (
        <li key={logo.src}>
          <Picture image={hidden ? { ...logo, alt: '' } : logo} />
        </li>
      ))}
    </ul>
  );
}

/** The client logos: a still grid, or a strip that moves (paused on hover, on focus and by its
 *  button, which client.ts makes work; still when the visitor asks for reduced motion). */
export function LogoStrip({ id, heading, intro, layout = 'strip' }: LogoStripProps) {
  const logos = site.clients ?? [];
  return (
    <Band id={id} heading={heading} intro={intro}>
      {layout === 'grid' ? (
        <div className="logos logos--grid">
          <LogoList logos={logos} />
        </div>
      ) : (
        <>
          <div className="logos logos--strip" role="group" aria-label={site.ui.clientsStripLabel}>
            <div className="logos__track">
              <LogoList logos={logos} />
              {/* A second copy makes the loop seamless; assistive technology skips it. */}
              <LogoList logos={logos} hidden />
            </div>
          </div>
          <button type="button" className="logos__toggle" aria-pressed="false">
            {site.ui.pauseAnimation}
          </button>
        </>
      )}
    </Band>
  );
}
