import { lazy, Suspense, type ComponentType } from 'react';
import { site } from '../../config/site-config.ts';
import { Band } from '../../components/Band.tsx';
import type { FormProps } from '../../shared/generated/config-types.ts';

type Renderer = ComponentType<{ formId: string }>;

// The form code (react-jsonschema-form, validators) is its own chunk, loaded only where a form is.
// Once preloaded (before hydration, or by the prerenderer) it renders without suspending, so the
// prerendered HTML and the first client render match; after a client-side navigation it suspends.
let preloaded: Renderer | undefined;

const importRenderer = () => import('../../forms/FormRenderer.tsx');

export async function preloadFormRenderer(formId: string): Promise<void> {
  const module = await importRenderer();
  await module.preloadForm(formId);
  preloaded = module.FormRenderer;
}

const LazyRenderer = lazy(async () => ({ default: (await importRenderer()).FormRenderer }));

export function FormSection({ id, form, heading, intro }: FormProps) {
  const Renderer = preloaded ?? LazyRenderer;
  return (
    <Band id={id} heading={heading} intro={intro} className="form-section" innerClassName="form-section__inner">
      <Suspense fallback={<p className="form-section__loading">{site.ui.formLoading}</p>}>
        <Renderer formId={form} />
      </Suspense>
    </Band>
  );
}
