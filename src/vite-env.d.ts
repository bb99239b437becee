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

declare module 'virtual:config-validators' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type SchemaValidator = import('./shared/config-check/schema-problems.ts').SchemaValidator;
  /** The precompiled validator of each kind of config file, by its schema's file name. */
  const validators: Record<string, SchemaValidator>;
  export default validators;
}

declare module 'virtual:editor-schemas' {
  /** Every schema of schemas/, as written. */
  const schemas: Record<string, unknown>[];
  export default schemas;
}

declare module 'virtual:editor-forms' {
  /** Each editing form's module: its self-contained schema and its validator functions by schema id. */
  const loaders: Record<
    string,
    () => Promise<{ schema: Record<string, unknown> & { $id: string }; default: Record<string, unknown> }>
  >;
  export default loaders;
}
