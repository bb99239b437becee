// What the header's native popovers (Header.tsx) leave to the page: focus back on the button after a
// click outside, and closing a menu when one of its links is followed. (A
// popover's button tells its expanded state by itself.) The Services submenu shows by CSS on hover
// and focus; its button, no popover's, has aria-expanded follow the same two conditions.

function isFocusLost(panel: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || panel.contains(active);
}

function enhanceMenu(button: HTMLButtonElement, panel: HTMLElement): void {
  panel.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    // Closed by a click on the backdrop (focus fell to the page) or from inside the menu: focus goes
    // back to the button. Closed because another control took focus: it stays there.
    if (!open && isFocusLost(panel)) button.focus();
  });
  // A link to this same page (a #fragment) keeps the document, and a page restored by Back should
  // not show the menu still open: a followed link closes it.
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]') && panel.matches(':popover-open'))
      panel.hidePopover();
  });
}

function enhanceSubmenu(submenu: HTMLElement): void {
  const button = submenu.querySelector('.dropdown__submenu-toggle');
  if (!button) return;
  let hovered = false;
  let focused = false;
  const sync = () => button.setAttribute('aria-expanded', String(hovered || focused));
  submenu.addEventListener('mouseenter', () => {
    hovered = true;
    sync();
  });
  submenu.addEventListener('mouseleave', () => {
    hovered = false;
    sync();
  });
  submenu.addEventListener('focusin', () => {
    focused = true;
    sync();
  });
  submenu.addEventListener('focusout', (event) => {
    focused = event.relatedTarget instanceof Node && submenu.contains(event.relatedTarget);
    sync();
  });
}

/**
 * Shows the header's row of menus and buttons only where it fits, on this browser's fonts: the
 * header's data-layout says "wide" when the logo, the row and the buttons fit in the bar side by
 * side, else "compact" (the menu button; header.css). Measured again whenever the bar's width changes.
 */
function fitHeader(header: HTMLElement): void {
  const bar = header.querySelector<HTMLElement>('.site-header__bar');
  const logo = header.querySelector<HTMLElement>('.site-header__logo');
  const items = header.querySelector<HTMLElement>('.site-nav__items');
  const buttons = header.querySelector<HTMLElement>('.site-header__buttons .actions');
  if (!bar || !logo || !items) return;
  const fit = () => {
    const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
    const parts = [logo, items, ...(buttons ? [buttons] : [])];
    const needed = parts.reduce((sum, part) => sum + part.getBoundingClientRect().width, 0) + gap * (parts.length - 1);
    header.dataset.layout = needed <= bar.clientWidth ? 'wide' : 'compact';
  };
  fit();
  new ResizeObserver(fit).observe(bar);
}

export function enhanceHeader(root: ParentNode): void {
  for (const header of root.querySelectorAll<HTMLElement>('.site-header')) fitHeader(header);
  for (const button of root.querySelectorAll<HTMLButtonElement>('.site-header button[popovertarget]')) {
    const panel = button.popoverTargetElement;
    if (panel instanceof HTMLElement) enhanceMenu(button, panel);
  }
  for (const submenu of root.querySelectorAll<HTMLElement>('.site-header .dropdown__submenu')) enhanceSubmenu(submenu);
}
