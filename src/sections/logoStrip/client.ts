// The moving logo strip in the browser. Its pause button: pressed, it stops the strip (logo-strip.css)
// until pressed again. Its logos: lazy in the HTML (they are below the first screen), they slide in
// sideways from outside the strip's clipped box, where the browser's lazy loading would fetch each
// one only as it appears; so once the strip comes near the screen, all of them are fetched.
import type { SectionClient } from '../types.ts';

function pauseButton(button: HTMLButtonElement): void {
  const strip = button.previousElementSibling;
  button.addEventListener('click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(paused));
    strip?.classList.toggle('logo-strip__logos--paused', paused);
  });
}

function loadLogosWhenNear(strip: Element): void {
  const loadAll = () => {
    for (const image of strip.querySelectorAll('img')) image.setAttribute('loading', 'eager');
  };
  if (typeof IntersectionObserver === 'undefined') return loadAll();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loadAll();
    },
    // About a screen ahead, as the browser's own lazy loading would for a picture in the page.
    { rootMargin: '100% 0px' },
  );
  observer.observe(strip);
}

const logoStrip: SectionClient = (root) => {
  for (const button of root.querySelectorAll<HTMLButtonElement>('.logo-strip__toggle')) pauseButton(button);
  for (const strip of root.querySelectorAll('.logo-strip__logos--strip')) loadLogosWhenNear(strip);
};

export default logoStrip;
