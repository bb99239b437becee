// The service cards in the browser, on the prerendered HTML of ServiceCards.tsx: booking without the
// agreement's tick shows the card's alert and goes nowhere; with it, the booking is recorded and the
// visitor leaves for the checkout (book-service.ts). A second click while leaving does nothing.
import type { SectionClient } from '../types.ts';
import { loadHttp } from '../../lib/load-http.ts';
import { checkoutTarget, goTo } from './book-service.ts';

function enhanceCard(card: HTMLElement, allowedHosts: readonly string[]): void {
  const checkbox = card.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const alert = card.querySelector<HTMLElement>('.service-cards__alert');
  const button = card.querySelector<HTMLButtonElement>('.service-cards__book');
  if (!checkbox || !alert || !button) return;
  const titleId = button.getAttribute('aria-describedby') ?? '';

  const showAlert = (shown: boolean) => {
    alert.hidden = !shown;
    checkbox.setAttribute('aria-describedby', shown ? `${alert.id} ${titleId}` : titleId);
    if (shown) checkbox.setAttribute('aria-invalid', 'true');
    else checkbox.removeAttribute('aria-invalid');
  };

  checkbox.addEventListener('change', () => {
    if (!checkbox.checked) return;
    showAlert(false);
    // Fetch the HTTP client now (when the visitor gets ready to book), so the click that follows leaves at once.
    loadHttp().catch(() => undefined);
  });

  button.addEventListener('click', async () => {
    if (!checkbox.checked) return showAlert(true);
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    goTo(
      await checkoutTarget({
        serviceIndex: Number(button.dataset.serviceIndex),
        checkoutUrl: button.dataset.checkoutUrl ?? '',
        allowedHosts,
      }),
    );
  });

  button.disabled = false;

  // Back from the checkout, the browser may restore this page as it was left: make it usable again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) button.removeAttribute('aria-disabled');
  });
}

const serviceCards: SectionClient = (root) => {
  for (const list of root.querySelectorAll<HTMLElement>('.service-cards__list')) {
    const allowedHosts = (list.dataset.allowedHosts ?? '').split(' ').filter(Boolean);
    for (const card of list.querySelectorAll<HTMLElement>('.service-cards__card')) enhanceCard(card, allowedHosts);
    list.parentElement?.querySelector('.scripts-not-started')?.remove();
  }
};

export default serviceCards;
