import { defineSection } from '../types.ts';
import { FormSection, preloadFormRenderer } from './FormSection.tsx';
import './form-section.css';

export const form = defineSection(FormSection, {
  preload: (props) => preloadFormRenderer(props.form),
  modules: () => ['src/forms/FormRenderer.tsx'],
});
