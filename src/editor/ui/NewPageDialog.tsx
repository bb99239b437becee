// "New page": its path (shown as the site will keep it while it is typed), its title, what it starts
// as (a new page, or a copy of another whose search texts are then marked to be rewritten), and
// optionally a menu that lists it (the phone menu, a footer column or a drop-down of the header),
// with the menu's short label and its place among the menu's entries.
import { useState, type FormEvent } from 'react';
import { fill, text } from '../strings.ts';
import type { ContentEntry } from './content-index.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { Modal } from './Modal.tsx';
import { normalisePath, PATH_PATTERN, type MenuOption, type NewPage } from './new-content.ts';

interface NewPageDialogProps {
  open: boolean;
  pages: ContentEntry[];
  takenPaths: ReadonlySet<string>;
  menus: MenuOption[];
  icons: string[];
  onCreate: (page: NewPage) => void;
  onClose: () => void;
}

const t = text.newPageDialog;

export function NewPageDialog({ open, pages, takenPaths, menus, icons, onCreate, onClose }: NewPageDialogProps) {
  const [typedPath, setTypedPath] = useState('');
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [menuIndex, setMenuIndex] = useState(-1);
  const [menuLabel, setMenuLabel] = useState('');
  const [place, setPlace] = useState(-1);
  const [cardText, setCardText] = useState('');
  const [cardIcon, setCardIcon] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const path = normalisePath(typedPath);
  const menu = menus[menuIndex];
  // The place: after the entry chosen, at the end by default.
  const at = menu ? (place < 0 ? menu.entries.length : place) : 0;

  const reset = () => {
    setTypedPath('');
    setTitle('');
    setStart('');
    setMenuIndex(-1);
    setMenuLabel('');
    setPlace(-1);
    setCardText('');
    setCardIcon('');
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PATH_PATTERN.test(path)) return setError(text.newPagePathBad);
    if (takenPaths.has(path)) return setError(fill(text.newPageExists, { path }));
    if (title.trim().length < 2) return setError(text.required);
    if (menu && menuLabel.trim() === '') return setError(t.menuLabelMissing);
    onCreate({
      path,
      title: title.trim(),
      copyOf: start || undefined,
      menu: menu?.choice ?? { kind: 'none' },
      menuLabel: menuLabel.trim(),
      menuAt: at,
      ...(menu?.cards ? { cardText: cardText.trim(), cardIcon } : {}),
    });
    reset();
  };

  return (
    <Modal open={open} labelledBy="new-page-title" onClose={onClose}>
      <form className="new-form" onSubmit={submit} noValidate>
        <h2 id="new-page-title">{text.newPageTitle}</h2>
        <label htmlFor="new-page-path">{text.newPagePath}</label>
        <p className="field-description" id="new-page-path-help">
          {text.newPagePathHelp}
        </p>
        <input
          id="new-page-path"
          className="form-control"
          value={typedPath}
          placeholder={t.pathPlaceholder}
          aria-describedby="new-page-path-help new-page-path-result"
          onChange={(event) => setTypedPath(event.target.value)}
        />
        <p className="new-form__result" id="new-page-path-result" aria-live="polite">
          {typedPath.trim() === '' ? '' : fill(t.pathResult, { path })}
        </p>
        <label htmlFor="new-page-name">{text.newPageName}</label>
        <p className="field-description" id="new-page-name-help">
          {text.newPageNameHelp}
        </p>
        <input
          id="new-page-name"
          className="form-control"
          value={title}
          aria-describedby="new-page-name-help"
          onChange={(event) => setTitle(event.target.value)}
        />
        <label htmlFor="new-page-start">{text.newPageStart}</label>
        <p className="field-description" id="new-page-start-help">
          {t.startHelp}
        </p>
        <select
          id="new-page-start"
          className="form-control"
          value={start}
          aria-describedby="new-page-start-help"
          onChange={(event) => setStart(event.target.value)}
        >
          <option value="">{text.newPageEmpty}</option>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {fill(text.newPageCopy, { path: page.label, heading: page.detail ?? '' })}
            </option>
          ))}
        </select>
        <label htmlFor="new-page-menu">{text.newPageMenu}</label>
        <select
          id="new-page-menu"
          className="form-control"
          value={menuIndex}
          onChange={(event) => {
            setMenuIndex(Number(event.target.value));
            setPlace(-1);
          }}
        >
          <option value={-1}>{text.newPageNoMenu}</option>
          {menus.map((option, index) => (
            <option key={`${option.label}-${index}`} value={index}>
              {option.label}
            </option>
          ))}
        </select>
        {menu && (
          <fieldset className="new-form__menu">
            <legend>{fill(t.menuLegend, { menu: menu.label })}</legend>
            <label htmlFor="new-page-menu-label">{t.menuLabel}</label>
            <p className="field-description" id="new-page-menu-label-help">
              {t.menuLabelHelp}
            </p>
            <input
              id="new-page-menu-label"
              className="form-control"
              value={menuLabel}
              aria-describedby="new-page-menu-label-help"
              onChange={(event) => setMenuLabel(event.target.value)}
            />
            <label htmlFor="new-page-menu-place">{t.menuPlace}</label>
            <select
              id="new-page-menu-place"
              className="form-control"
              value={at}
              onChange={(event) => setPlace(Number(event.target.value))}
            >
              <option value={0}>{t.placeFirst}</option>
              {menu.entries.map((entry, index) => (
                <option key={`${entry}-${index}`} value={index + 1}>
                  {fill(t.placeAfter, { entry })}
                </option>
              ))}
            </select>
            {menu.cards && (
              <>
                <label htmlFor="new-page-card-text">{t.cardText}</label>
                <input
                  id="new-page-card-text"
                  className="form-control"
                  value={cardText}
                  onChange={(event) => setCardText(event.target.value)}
                />
                <label htmlFor="new-page-card-icon">{t.cardIcon}</label>
                <select
                  id="new-page-card-icon"
                  className="form-control"
                  value={cardIcon}
                  onChange={(event) => setCardIcon(event.target.value)}
                >
                  <option value="">{text.iconNone}</option>
                  {icons.map((icon) => (
                    <option key={icon} value={icon}>
                      {icon}
                    </option>
                  ))}
                </select>
              </>
            )}
          </fieldset>
        )}
        <DialogFooter error={error} onCancel={onClose} />
      </form>
    </Modal>
  );
}
