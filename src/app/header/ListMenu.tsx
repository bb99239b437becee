import { useState, type FocusEvent } from 'react';
import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderListMenu, Link, Submenu } from '../../shared/generated/config-types.ts';
import { Dropdown } from './Dropdown.tsx';

interface ListMenuProps {
  menu: HeaderListMenu;
  open: boolean;
  onToggle: (menu: string) => void;
  onNavigate: () => void;
  toggleRef: (element: HTMLButtonElement | null) => void;
}

function isSubmenu(link: Link | Submenu): link is Submenu {
  return 'children' in link;
}

/** A submenu that opens on hover and on keyboard focus (the spec's Services submenu). */
function SubmenuItem({ submenu, id, onNavigate }: { submenu: Submenu; id: string; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li className="dropdown__submenu" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onFocus={() => setOpen(true)} onBlur={onBlur}>
      <button type="button" className="dropdown__link dropdown__submenu-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        {submenu.label}
        <span className="site-nav__caret site-nav__caret--side" aria-hidden="true" />
      </button>
      <ul className="dropdown__children" id={id} hidden={!open}>
        {submenu.children.map((child) => (
          <li key={child.href}>
            <SiteLink href={child.href} className="dropdown__link" onClick={onNavigate}>
              {child.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A dropdown list of links, possibly with submenus (the spec's Company menu). */
export function ListMenu({ menu, open, onToggle, onNavigate, toggleRef }: ListMenuProps) {
  const panelId = `menu-${menu.id}`;
  return (
    <Dropdown menu={menu} open={open} onToggle={onToggle} toggleRef={toggleRef} variant="list">
      <ul>
        {menu.links.map((link, index) =>
          isSubmenu(link) ? (
            <SubmenuItem key={link.label} submenu={link} id={`${panelId}-sub-${index}`} onNavigate={onNavigate} />
          ) : (
            <li key={link.href}>
              <SiteLink href={link.href} className="dropdown__link" onClick={onNavigate}>
                {link.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </Dropdown>
  );
}
