import type { ReactNode } from 'react';

export interface DropdownProps {
  menu: { id: string; label: string };
  open: boolean;
  onToggle: (menu: string) => void;
  toggleRef: (element: HTMLButtonElement | null) => void;
  variant: 'cards' | 'list';
  children: ReactNode;
}

/** A header menu button and the panel it opens; aria-expanded tells its state. */
export function Dropdown({ menu, open, onToggle, toggleRef, variant, children }: DropdownProps) {
  const panelId = `menu-${menu.id}`;
  return (
    <>
      <button type="button" className="site-nav__toggle" aria-expanded={open} aria-controls={panelId} ref={toggleRef} onClick={() => onToggle(menu.id)}>
        {menu.label}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <div className={`dropdown dropdown--${variant}`} id={panelId} hidden={!open}>
        {children}
      </div>
    </>
  );
}
