import { useState, type FormEvent } from 'react';
import { fill, text } from '../strings.ts';
import type { ContentEntry } from './content-index.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { Modal } from './Modal.tsx';
import { PATH_PATTERN, type MenuChoice, type NewPage } from './new-content.ts';

interface NewPageDialogProps {
  open: boolean;
  pages: ContentEntry[];
  takenPaths: ReadonlySet<string>;
  footerColumns: string[];
  onCreate: (page: NewPage) => void;
  onClose: () => void;
}

/** "New page": its path, its title, what it starts as, and optionally a menu that lists it. */
export function NewPageDialog({ open, pages, takenPaths, footerColumns, onCreate, onClose }: NewPageDialogProps) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [menu, setMenu] = useState('none');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PATH_PATTERN.test(path)) return setError(text.newPagePathBad);
    if (takenPaths.has(path)) return setError(fill(text.newPageExists, { path }));
    if (title.trim().length < 2) return setError(text.required);
    const choice: MenuChoice =
      menu === 'mobile'
        ? { kind: 'mobile' }
        : menu.startsWith('footer:')
          ? { kind: 'footer', column: Number(menu.slice(7)) }
          : { kind: 'none' };
    onCreate({ path, title: title.trim(), copyOf: start || undefined, menu: choice });
    setPath('/');
    setTitle('');
    setError(undefined);
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
          value={path}
          aria-describedby="new-page-path-help"
          onChange={(event) => setPath(event.target.value)}
        />
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
        <select
          id="new-page-start"
          className="form-control"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        >
          <option value="">{text.newPageEmpty}</option>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {fill(text.newPageCopy, { title: page.label })}
            </option>
          ))}
        </select>
        <label htmlFor="new-page-menu">{text.newPageMenu}</label>
        <select
          id="new-page-menu"
          className="form-control"
          value={menu}
          onChange={(event) => setMenu(event.target.value)}
        >
          <option value="none">{text.newPageNoMenu}</option>
          <option value="mobile">{text.newPageMobile}</option>
          {footerColumns.map((column, index) => (
            <option key={column} value={`footer:${index}`}>
              {fill(text.newPageFooter, { column })}
            </option>
          ))}
        </select>
        <DialogFooter error={error} onCancel={onClose} />
      </form>
    </Modal>
  );
}
