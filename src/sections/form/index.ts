import { defineSection } from '../types.ts';
import { FormSection, preloadFormRenderer } from './FormSection.tsx';
import './form-section.css';

export const form = defineSection(FormSection, {
  preload: (props) => preloadFormRenderer(props.form),
  // Loaded at once by the island: the form code and the form's own module (definition, validators).
  modules: (props) => ['src/forms/FormRenderer.tsx', `virtual:form/${props.form}`],
  client: 'island',
});
