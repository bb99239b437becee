import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderListMenu, Link, Submenu } from '../../shared/generated/config-types.ts';
import { Dropdown, menuPanelId } from './Dropdown.tsx';
import { entryKey } from '../../shared/list-keys.ts';

function isSubmenu(link: Link | Submenu): link is Submenu {
  return 'children' in link;
}

/** A submenu shown while hovered or holding keyboard focus (the spec's Services submenu): CSS shows
 *  it, enhance.ts tells its state through aria-expanded. */
function SubmenuItem({ submenu, id }: { submenu: Submenu; id: string }) {
  return (
    <li className="dropdown__submenu">
      <button
        type="button"
        className="dropdown__link dropdown__submenu-toggle"
        aria-expanded={false}
        aria-controls={id}
      >
        {submenu.label}
        <span className="site-nav__caret site-nav__caret--side" aria-hidden="true" />
      </button>
      <ul className="dropdown__children" id={id}>
        {submenu.children.map((child, index) => (
          <li key={entryKey(index)}>
            <SiteLink href={child.href} className="dropdown__link">
              {child.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A dropdown list of links, possibly with submenus (the spec's Company menu). */
export function ListMenu({ menu }: { menu: HeaderListMenu }) {
  const panelId = menuPanelId(menu.id);
  return (
    <Dropdown menu={menu} variant="list">
      <ul>
        {menu.links.map((link, index) =>
          isSubmenu(link) ? (
            <SubmenuItem key={entryKey(index)} submenu={link} id={`${panelId}-sub-${index}`} />
          ) : (
            <li key={entryKey(index)}>
              <SiteLink href={link.href} className="dropdown__link">
                {link.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </Dropdown>
  );
}
