declare module 'virtual:theme.css';

declare module 'virtual:blog-index' {
  // An ambient module cannot import by relative path, so the entry type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const entries: import('../scripts/vite-blog-index-plugin.ts').BlogIndexEntry[];
  export default entries;
}

declare module 'virtual:form-validators' {
  const loaders: Record<string, () => Promise<Record<string, unknown>>>;
  export default loaders;
}
