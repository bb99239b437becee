// The logo strip's pause button: pressed, it stops the moving strip (logo-strip.css) until pressed again.
import type { SectionClient } from '../types.ts';

const pauseButtons: SectionClient = (root) => {
  for (const button of root.querySelectorAll<HTMLButtonElement>('.logos__toggle')) {
    const strip = button.previousElementSibling;
    button.addEventListener('click', () => {
      const paused = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(paused));
      strip?.classList.toggle('is-paused', paused);
    });
  }
};

export default pauseButtons;
