import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { site } from '../../config/site-config.ts';

export interface FormSectionProps {
  type: 'form';
  id?: string;
  form: string;
  heading?: string;
  intro?: string;
}

type Renderer = ComponentType<{ formId: string }>;

// The form code (react-jsonschema-form, validators) is its own chunk, loaded only where a form is.
// Once a form is preloaded (before hydration, or by the prerenderer) it renders without suspending,
// so the prerendered HTML and the first client render match.
let renderer: Renderer | undefined;
const readyForms = new Set<string>();
const lazyForms = new Map<string, LazyExoticComponent<Renderer>>();

export async function preloadFormRenderer(formId: string): Promise<void> {
  const module = await import('../../forms/FormRenderer.tsx');
  await module.preloadForm(formId);
  renderer = module.FormRenderer;
  readyForms.add(formId);
}

function lazyFormFor(formId: string): LazyExoticComponent<Renderer> {
  let component = lazyForms.get(formId);
  if (!component) {
    component = lazy(async () => {
      await preloadFormRenderer(formId);
      return { default: renderer! };
    });
    lazyForms.set(formId, component);
  }
  return component;
}

export function FormSection({ id, form, heading, intro }: FormSectionProps) {
  const Ready = readyForms.has(form) ? renderer : undefined;
  const Lazy = Ready ? undefined : lazyFormFor(form);
  return (
    <section className="band band--light form-section" id={id}>
      <div className="container form-section__inner">
        {heading && <h2 className="band__heading">{heading}</h2>}
        {intro && <p className="band__intro">{intro}</p>}
        {Ready && <Ready formId={form} />}
        {Lazy && (
          <Suspense fallback={<p className="form-section__loading">{site.ui.formLoading}</p>}>
            <Lazy formId={form} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
