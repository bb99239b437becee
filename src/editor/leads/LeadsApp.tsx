// The Leads page: the leads (every kind, newest first, filtered, a page at a time), the suspected
// bots apart, and the mail queue; a person's timeline opens from a row, with their erasure.
import { useEffect, useState } from 'react';
import { fill, text } from '../strings.ts';
import { me, signOut, type Account } from '../state/publishing.ts';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { leadKinds, type LeadKind } from './api.ts';
import { LeadsList } from './LeadsList.tsx';
import { MailQueue } from './MailQueue.tsx';

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
  const [account, setAccount] = useState<Account | undefined>(undefined);
  const [signOutError, setSignOutError] = useState<string | undefined>(undefined);
  useEffect(() => {
    me().then(setAccount, () => undefined);
  }, []);
  const leave = async () => {
    const done = await signOut().catch(() => false);
    // The sign-in page, beside this page's own address (/admin/login).
    if (done) window.location.assign('login');
    else setSignOutError(fill(text.publishing.signOutFailed, { message: t.network }));
  };
  useEffect(() => {
    leadKinds().then(
      (answer) => setKinds(answer.kinds),
      (error: Error) => setProblem(fill(t.failed, { message: error.message || t.network })),
    );
  }, []);
  return (
    <div className="leads">
      <a className="skip-link" href="#leads-main">
        {t.skipToLeads}
      </a>
      <header className="leads__bar">
        <h1 className="leads__title">{t.title}</h1>
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
        {/* The way back only for an account that may edit: /admin/ sends any other back here. */}
        <p className="leads__account">
          {account?.permissions.includes('edit') && (
            <>
              <a href="./">{t.backToEditor}</a>{' '}
            </>
          )}
          <a href="insights">{t.toInsights}</a>{' '}
          {account && fill(text.publishing.signedInAs, { name: account.fullName || account.name })}{' '}
          <a href="account">{text.publishing.account}</a>{' '}
          <button type="button" className="button button--small" onClick={() => void leave()}>
            {text.publishing.signOut}
          </button>
        </p>
        {signOutError && <p role="alert">{signOutError}</p>}
      </header>
      <main className="leads__main" id="leads-main" tabIndex={-1}>
        {problem && <p role="alert">{problem}</p>}
        <PartBoundary part={t.part} resetKey={view}>
          {view === 'queue' ? <MailQueue /> : kinds && <LeadsList key={view} bots={view === 'bots'} kinds={kinds} />}
        </PartBoundary>
      </main>
    </div>
  );
}
