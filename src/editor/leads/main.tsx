// The Leads page's entry (/admin/leads): its own document of the editor's bundle, for the people who
// follow up the submissions.
import '../editor.css';
import './leads.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { text } from '../strings.ts';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { LeadsApp } from './LeadsApp.tsx';

document.title = text.leads.documentTitle;
createRoot(document.getElementById('leads')!).render(
  <StrictMode>
    <PartBoundary part={text.leads.title}>
      <LeadsApp />
    </PartBoundary>
  </StrictMode>,
);
