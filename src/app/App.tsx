import { Suspense } from 'react';
import { site } from '../config/site-config.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';

export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        {site.ui.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
