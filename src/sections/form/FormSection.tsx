import { lazy, Suspense, useState } from 'react';
import type * as RendererModule from '../../forms/FormRenderer.tsx';
import { islandTexts } from '../../config/island-texts.ts';
import { Band } from '../../components/Band.tsx';
import type { FormProps } from '../../shared/generated/config-types.ts';
import { keyedLoader } from '../../lib/keyed-loader.ts';

// The form code (react-jsonschema-form, validators) is its own chunk, loaded only where a form is.
// Once preloaded (before hydration, or by the prerenderer) it renders without suspending, so the
// prerendered HTML and the first client render match; after a client-side navigation it suspends.
const renderer = keyedLoader<void, typeof RendererModule>(() => import('../../forms/FormRenderer.tsx'));

export async function preloadFormRenderer(formId: string): Promise<void> {
  await (await renderer.load()).preloadForm(formId);
}

const LazyRenderer = lazy(async () => ({ default: (await renderer.load()).FormRenderer }));

export function FormSection({ id, form, heading, intro }: FormProps) {
  // Preloaded (the prerenderer and the island's hydration both preload): no Suspense boundary. React
  // hydrates a boundary in a later pass of its own, so the island reported itself hydrated while the
  // form inside did not yet listen, and a choice the visitor made in that moment was lost. After a
  // client-side navigation (or in the editor's preview) the form may still be loading, and the
  // boundary says so meanwhile. Which of the two is chosen once, at mount: switching on a later
  // render (once the form has loaded) would give React another tree and start the form afresh,
  // dropping what the visitor typed and which fields they left.
  const [preloaded] = useState(() => (renderer.loaded()?.loadedForm(form) ? renderer.loaded() : undefined));
  const body = preloaded ? (
    <preloaded.FormRenderer formId={form} />
  ) : (
    <Suspense fallback={<p className="form-section__loading">{islandTexts().ui.formLoading}</p>}>
      <LazyRenderer formId={form} />
    </Suspense>
  );
  return (
    <Band id={id} heading={heading} intro={intro} className="form-section" innerClassName="form-section__inner">
      {body}
    </Band>
  );
}
