import { Picture } from '../../components/Picture.tsx';
import { site } from '../../config/site-config.ts';
import { Band } from '../../components/Band.tsx';
import type { Image, LogoStripProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** logo-strip.css: 160 px, or half the window in the grid of a narrow screen. */
const LOGO_SIZES = '(max-width: 599px) calc(50vw - 2rem), 160px';

function LogoList({ logos, hidden = false }: { logos: Image[]; hidden?: boolean }) {
  return (
    <ul className="logo-strip__list" aria-hidden={hidden || undefined}>
      {logos.map((logo, index) => (
        <li key={entryKey(index)}>
          <Picture image={hidden ? { ...logo, decorative: true } : logo} sizes={LOGO_SIZES} />
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
    <Band id={id} heading={heading} intro={intro} className="logo-strip">
      {layout === 'grid' ? (
        <div className="logo-strip__logos logo-strip__logos--grid">
          <LogoList logos={logos} />
        </div>
      ) : (
        <>
          <div
            className="logo-strip__logos logo-strip__logos--strip"
            role="group"
            aria-label={site.ui.clientsStripLabel}
          >
            <div className="logo-strip__track">
              <LogoList logos={logos} />
              {/* A second copy makes the loop seamless; assistive technology skips it. */}
              <LogoList logos={logos} hidden />
            </div>
          </div>
          <button type="button" className="logo-strip__toggle" aria-pressed="false">
            {site.ui.pauseAnimation}
          </button>
        </>
      )}
    </Band>
  );
}
