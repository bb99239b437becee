// The Insights page's entry (/admin/insights): its own document of the editor's bundle, for the
// people who read the leads, in the Leads page's look.
import '../editor.css';
import '../leads/leads.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { text } from '../strings.ts';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { InsightsApp } from './InsightsApp.tsx';

document.title = text.insights.documentTitle;
createRoot(document.getElementById('insights')!).render(
  <StrictMode>
    <PartBoundary part={text.insights.title}>
      <InsightsApp />
    </PartBoundary>
  </StrictMode>,
);
