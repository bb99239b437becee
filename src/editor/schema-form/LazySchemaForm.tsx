// The generated forms (react-jsonschema-form and its widgets) load when the first form opens, so the
// editor shows its pages and preview without waiting for them.
import { lazy } from 'react';

export const SchemaForm = lazy(async () => ({ default: (await import('./SchemaForm.tsx')).SchemaForm }));
