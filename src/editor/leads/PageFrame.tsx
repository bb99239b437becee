// The frame the pages for the leads' readers share (Leads, Insights): a skip link to the content, a
// bar with the page's title, its own controls and links, who is signed in, their account and Sign
// out, then the page's main content.
import { useEffect, useState, type ReactNode } from 'react';
import { fill, text } from '../strings.ts';
import { me, signOut, type Account } from '../state/publishing.ts';

interface PageFrameProps {
  className: string;
  title: string;
  skipLabel: string;
  /** The id of the main content, which the skip link leads to. */
  mainId: string;
  /** Controls of the bar beside the title (the Leads page's views). */
  nav?: ReactNode;
  /** Links before who is signed in, as the account may follow them. */
  links: (account: Account | undefined) => ReactNode;
  children: ReactNode;
}

export function PageFrame({ className, title, skipLabel, mainId, nav, links, children }: PageFrameProps) {
  const [account, setAccount] = useState<Account | undefined>(undefined);
  const [signOutError, setSignOutError] = useState<string | undefined>(undefined);
  useEffect(() => {
    me().then(setAccount, () => undefined);
  }, []);
  const leave = async () => {
    const done = await signOut().catch(() => false);
    // The sign-in page, beside this page's own address (/admin/login).
    if (done) window.location.assign('login');
    else setSignOutError(fill(text.publishing.signOutFailed, { message: text.leads.network }));
  };
  return (
    <div className={className}>
      <a className="skip-link" href={`#${mainId}`}>
        {skipLabel}
      </a>
      <header className="leads__bar">
        <h1 className="leads__title">{title}</h1>
        {nav}
        <p className="leads__account">
          {links(account)}
          {account && fill(text.publishing.signedInAs, { name: account.fullName || account.name })}{' '}
          <a href="account">{text.publishing.account}</a>{' '}
          <button type="button" className="button button--small" onClick={() => void leave()}>
            {text.publishing.signOut}
          </button>
        </p>
        {signOutError && <p role="alert">{signOutError}</p>}
      </header>
      <main className="leads__main" id={mainId} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
