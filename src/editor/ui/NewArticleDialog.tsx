import { useState, type FormEvent } from 'react';
import { fill, text } from '../strings.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { Modal } from './Modal.tsx';
import { SLUG_PATTERN, type NewArticle } from './new-content.ts';

interface NewArticleDialogProps {
  open: boolean;
  takenSlugs: ReadonlySet<string>;
  /** The articles a new one can take its kind, author and picture from, newest first. */
  articles: { path: string; headline: string }[];
  onCreate: (article: NewArticle) => void;
  onClose: () => void;
}

interface Field {
  id: keyof NewArticle;
  label: string;
  help?: string;
  type?: 'date' | 'textarea';
}

const FIELDS: Field[] = [
  { id: 'slug', label: text.newArticleSlug, help: text.newArticleSlugHelp },
  { id: 'title', label: text.newArticleHeadline },
  { id: 'date', label: text.newArticleDate, type: 'date' },
  { id: 'description', label: text.newArticleDescription, help: text.newArticleDescriptionHelp, type: 'textarea' },
  { id: 'keywords', label: text.newArticleKeywords, help: text.newArticleKeywordsHelp },
  { id: 'body', label: text.newArticleBody, help: text.newArticleBodyHelp, type: 'textarea' },
];

/** "New article": slug, title, date, description, keywords and body; its card joins the blog list. */
export function NewArticleDialog({ open, takenSlugs, articles, onCreate, onClose }: NewArticleDialogProps) {
  const empty = () => ({
    slug: '',
    title: '',
    date: new Date().toISOString().slice(0, 10),
    description: '',
    keywords: '',
    body: '',
  });
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [error, setError] = useState<string | undefined>(undefined);
  const [start, setStart] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slug = values.slug!.trim();
    if (!SLUG_PATTERN.test(slug)) return setError(text.newArticleBadSlug);
    if ([...takenSlugs].some((taken) => taken.toLowerCase() === slug.toLowerCase()))
      return setError(fill(text.newArticleExists, { slug }));
    if (FIELDS.some((field) => values[field.id]!.trim() === '')) return setError(text.required);
    onCreate({
      slug,
      title: values.title!.trim(),
      date: values.date!,
      description: values.description!.trim(),
      keywords: values
        .keywords!.split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
      body: values.body!,
      ...(start ? { copyOf: start } : {}),
    });
    setValues(empty());
    setStart('');
    setError(undefined);
  };

  return (
    <Modal open={open} labelledBy="new-article-heading" onClose={onClose}>
      <form className="new-form" onSubmit={submit} noValidate>
        <h2 id="new-article-heading">{text.newArticleTitle}</h2>
        {FIELDS.map((field) => {
          const id = `new-article-${field.id}`;
          const common = {
            id,
            className: 'form-control',
            value: values[field.id],
            'aria-describedby': field.help ? `${id}-help` : undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field.id]: event.target.value })),
          };
          return (
            <div key={field.id} className="new-form__field">
              <label htmlFor={id}>{field.label}</label>
              {field.help && (
                <p className="field-description" id={`${id}-help`}>
                  {field.help}
                </p>
              )}
              {field.type === 'textarea' ? (
                <textarea rows={field.id === 'body' ? 8 : 3} {...common} />
              ) : (
                <input type={field.type ?? 'text'} {...common} />
              )}
            </div>
          );
        })}
        <div className="new-form__field">
          <label htmlFor="new-article-start">{text.newArticleStart}</label>
          <select
            id="new-article-start"
            className="form-control"
            value={start}
            onChange={(event) => setStart(event.target.value)}
          >
            <option value="">{text.newArticleEmpty}</option>
            {/* Made only while the dialog is open: Modal drops its children when closed, but an option
                each of 2,000 articles would still be built on every keystroke of the editor. */}
            {open &&
              articles.map((article) => (
                <option key={article.path} value={article.path}>
                  {fill(text.newArticleCopy, { title: article.headline })}
                </option>
              ))}
          </select>
        </div>
        <DialogFooter error={error} onCancel={onClose} />
      </form>
    </Modal>
  );
}
