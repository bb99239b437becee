import type { ReactNode } from 'react';

export interface DropdownProps {
  menu: { id: string; label: string };
  variant: 'cards' | 'list' | 'more';
  children: ReactNode;
}

/** The id of a header menu's panel. */
export const menuPanelId = (menuId: string) => `menu-${menuId}`;

/**
 * A header menu button and the panel it opens, a native popover: the browser keeps one menu open at
 * a time, closes it on Escape or a click outside, and toggles it from its button, whose expanded
 * state it tells assistive technologies itself (so no aria-expanded here: the HTML standard forbids
 * it beside popovertarget). enhance.ts gives focus back to the button.
 */
export function Dropdown({ menu, variant, children }: DropdownProps) {
  const panelId = menuPanelId(menu.id);
  return (
    <>
      <button type="button" className="site-nav__toggle" aria-controls={panelId} popoverTarget={panelId}>
        {menu.label}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <div className={`dropdown dropdown--${variant}`} id={panelId} popover="auto">
        {children}
      </div>
    </>
  );
}
