// The Leads page: the leads (every kind, newest first, filtered, a page at a time), the suspected
// bots apart, and the mail queue; a person's timeline opens from a row, with their erasure.
import { useEffect, useState } from 'react';
import { fill, text } from '../strings.ts';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { leadKinds, type LeadKind } from './api.ts';
import { LeadsList } from './LeadsList.tsx';
import { MailQueue } from './MailQueue.tsx';
import { PageFrame } from './PageFrame.tsx';

const t = text.leads;
type View = 'leads' | 'bots' | 'queue';
const VIEWS: [View, string][] = [
  ['leads', t.viewLeads],
  ['bots', t.viewBots],
  ['queue', t.viewQueue],
];

export function LeadsApp() {
  const [view, setView] = useState<View>('leads');
  const [kinds, setKinds] = useState<LeadKind[] | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  useEffect(() => {
    leadKinds().then(
      (answer) => setKinds(answer.kinds),
      (error: Error) => setProblem(fill(t.failed, { message: error.message || t.network })),
    );
  }, []);
  return (
    <PageFrame
      className="leads"
      title={t.title}
      skipLabel={t.skipToLeads}
      mainId="leads-main"
      nav={
        <nav aria-label={t.views} className="leads__views">
          {VIEWS.map(([name, label]) => (
            <button
              key={name}
              type="button"
              className="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {label}
            </button>
          ))}
        </nav>
      }
      links={(account) => (
        <>
          {/* The way back only for an account that may edit: /admin/ sends any other back here. */}
          {account?.permissions.includes('edit') && (
            <>
              <a href="./">{t.backToEditor}</a>{' '}
            </>
          )}
          <a href="insights">{t.toInsights}</a>{' '}
        </>
      )}
    >
      {problem && <p role="alert">{problem}</p>}
      <PartBoundary part={t.part} resetKey={view}>
        {view === 'queue' ? <MailQueue /> : kinds && <LeadsList key={view} bots={view === 'bots'} kinds={kinds} />}
      </PartBoundary>
    </PageFrame>
  );
}
