// What the header's native popovers (Header.tsx) leave to the page: focus back on the button after a
// click outside, and closing a menu when one of its links is followed. (A
// popover's button tells its expanded state by itself.) The Services submenu shows by CSS on hover
// and focus; its button, no popover's, has aria-expanded follow them, and a second press closes it.
// And the header's fit: which layout of its row, and which items in the More menu.

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

/** A submenu shows while hovered or holding focus (header.css); a click on its button (or Enter or
 *  Space) opens it as a press opens the header's other menus, and the next one closes it, even under
 *  the pointer or with focus still on the button, until both have left it (data-dismissed). */
function enhanceSubmenu(submenu: HTMLElement): void {
  const button = submenu.querySelector('.dropdown__submenu-toggle');
  if (!button) return;
  let hovered = false;
  let focused = false;
  let pressed = false;
  let dismissed = false;
  const sync = () => {
    if (!hovered && !focused) pressed = dismissed = false;
    submenu.toggleAttribute('data-dismissed', dismissed);
    button.setAttribute('aria-expanded', String((hovered || focused || pressed) && !dismissed));
  };
  button.addEventListener('click', () => {
    dismissed = pressed;
    pressed = !pressed;
    sync();
  });
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

/** The header's layouts, roomiest first (header.css): the full row with its usual gaps, then with
 *  smaller gaps, then with smaller text and logo too. Past them, the tight row hands its last items to the More menu, one
 *  by one; "compact" (the menu button) is for a bar with no room even for the More menu. */
const ROW_LAYOUTS = ['wide', 'snug', 'tight'] as const;

/**
 * Fits the header's row to the room in its bar, on this browser's fonts: the first layout of
 * ROW_LAYOUTS whose logo, row and buttons fit side by side, else the tight row with as few of its
 * last items as needed moved into the More menu (data-folded on those items of the row and of the
 * More menu, and on the header while any is), else "compact". The header's data-layout says which.
 * Measured again whenever the bar's width changes (and by the editor's preview after each draft).
 * @returns a function that stops measuring.
 */
export function fitHeader(header: HTMLElement): () => void {
  const bar = header.querySelector<HTMLElement>('.site-header__bar');
  const logo = header.querySelector<HTMLElement>('.site-header__logo');
  const items = header.querySelector<HTMLElement>('.site-nav__items');
  // The buttons with the language menu beside them, when the site has several languages.
  const buttons = header.querySelector<HTMLElement>('.site-header__buttons');
  if (!bar || !logo || !items) return () => undefined;
  const needed = () => {
    const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
    const parts = [logo, items, ...(buttons ? [buttons] : [])];
    return parts.reduce((sum, part) => sum + part.getBoundingClientRect().width, 0) + gap * (parts.length - 1);
  };
  const fit = () => {
    const row = [...items.querySelectorAll<HTMLElement>(':scope > .site-nav__item:not(.site-nav__more)')];
    const inMore = [...items.querySelectorAll<HTMLElement>('.more__item')];
    /** Moves the last `count` items of the row into the More menu. */
    const fold = (count: number) => {
      for (const list of [row, inMore])
        list.forEach((item, index) => item.toggleAttribute('data-folded', index >= list.length - count));
      header.toggleAttribute('data-folded', count > 0);
    };
    const room = bar.clientWidth;
    fold(0);
    const layout = ROW_LAYOUTS.find((candidate) => {
      header.dataset.layout = candidate;
      return needed() <= room;
    });
    if (!layout) {
      let count = 1;
      while (count <= row.length && (fold(count), needed() > room)) count++;
      if (count > row.length) {
        fold(0);
        header.dataset.layout = 'compact';
      }
    }
    // A menu left open in an item that just moved would hang under nothing.
    for (const open of items.querySelectorAll<HTMLElement>('.site-nav__item[data-folded] :popover-open'))
      open.hidePopover();
  };
  fit();
  const observer = new ResizeObserver(fit);
  observer.observe(bar);
  return () => observer.disconnect();
}

export function enhanceHeader(root: ParentNode): void {
  for (const header of root.querySelectorAll<HTMLElement>('.site-header')) fitHeader(header);
  for (const button of root.querySelectorAll<HTMLButtonElement>('.site-header button[popovertarget]')) {
    const panel = button.popoverTargetElement;
    if (panel instanceof HTMLElement) enhanceMenu(button, panel);
  }
  for (const submenu of root.querySelectorAll<HTMLElement>('.site-header .dropdown__submenu')) enhanceSubmenu(submenu);
}
