import { defineSection } from '../types.ts';
import { FormSection, preloadFormRenderer, type FormSectionProps } from './FormSection.tsx';
import './form-section.css';

export type { FormSectionProps };
export const formSection = defineSection<FormSectionProps>('form', FormSection, undefined, {
  preload: (props) => preloadFormRenderer(props.form),
  modules: () => ['src/forms/FormRenderer.tsx'],
});
