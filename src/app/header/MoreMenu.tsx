import { SiteLink } from '../../components/SiteLink.tsx';
import type { HeaderItem, Link, Submenu } from '../../shared/generated/config-types.ts';
import { Dropdown } from './Dropdown.tsx';
import { entryKey } from '../../shared/list-keys.ts';

/** The More menu's id: a name no config menu is given (theirs are words of the config, this one has a dash). */
export const MORE_MENU_ID = 'site-more';

/** A link of a menu, as a line of the More menu. */
function MoreLink({ link }: { link: Link }) {
  return (
    <li>
      <SiteLink href={link.href} className="dropdown__link">
        {link.label}
      </SiteLink>
    </li>
  );
}

/** A group of the More menu: a menu of the row (or a submenu of it) as its name over its links. A
 *  flat list rather than nested flyouts: the More menu sits at the right of the row, where a flyout
 *  beside a flyout would leave a narrow window. */
function MoreGroup({ label, links }: { label: string; links: (Link | Submenu)[] }) {
  return (
    <>
      <span className="more__heading">{label}</span>
      <ul>
        {links.map((link, index) =>
          'children' in link ? (
            <li key={entryKey(index)}>
              <MoreGroup label={link.label} links={link.children} />
            </li>
          ) : (
            <MoreLink key={entryKey(index)} link={link} />
          ),
        )}
      </ul>
    </>
  );
}

/**
 * The last item of the row: a menu holding every item of the row, each shown here only while the
 * row has no room for it (enhance.ts decides which, and marks them; header.css shows the marked
 * ones). Rendered whole, so the page needs no script to fill it.
 */
export function MoreMenu({ items, label }: { items: HeaderItem[]; label: string }) {
  return (
    <li className="site-nav__item site-nav__more">
      <Dropdown menu={{ id: MORE_MENU_ID, label }} variant="more">
        <ul className="more__items">
          {items.map((item, index) => (
            <li key={entryKey(index)} className="more__item">
              {item.kind === 'link' && (
                <SiteLink href={item.href} className="dropdown__link">
                  {item.label}
                </SiteLink>
              )}
              {item.kind === 'cards' && (
                <MoreGroup
                  label={item.label}
                  links={item.cards.map((card) => ({ label: card.title, href: card.href }))}
                />
              )}
              {item.kind === 'list' && <MoreGroup label={item.label} links={item.links} />}
            </li>
          ))}
        </ul>
      </Dropdown>
    </li>
  );
}
