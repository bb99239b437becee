declare module 'virtual:theme.css';

declare module 'virtual:blog-index' {
  // An ambient module cannot import by relative path, so the entry type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const entries: import('./shared/blog-index.ts').BlogIndexEntry[];
  export default entries;
}

declare module 'virtual:forms' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type BrowserForm = import('./shared/forms/browser-form.ts').BrowserForm;
  /** Each form's module: its definition as the browser needs it, and its validator functions by schema id. */
  const loaders: Record<string, () => Promise<{ form: BrowserForm; default: Record<string, unknown> }>>;
  export default loaders;
}
