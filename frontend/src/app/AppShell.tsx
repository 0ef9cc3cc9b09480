import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import './layout/layout.css';
import { AccountArea } from './layout/AccountArea';
import { SiteFooter } from './layout/SiteFooter';
import { TOP_BAR_HEIGHT, TopBar } from './layout/TopBar';
import { scrollKey } from './scroll-key';

/** The frame of every page: fixed top bar, the page, the footer. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar account={<AccountArea />} />
      {/* Below the fixed bar, and a screen tall so the footer never moves in view (e2e/layout-shift.e2e.spec.ts). */}
      <main
        id="main"
        tabIndex={-1}
        style={{ flex: 1, minHeight: '100vh', paddingTop: TOP_BAR_HEIGHT, outline: 'none' }}
      >
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      {/* A new page starts at its top; back/forward and reload restore where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
