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
      {/* Pushed below the fixed bar so it never covers the page top. At least a screen tall, so the
          footer starts below the fold whatever the page's height: it never moves in view while a
          page's code or data arrives (e2e/layout-shift.e2e.spec.ts). */}
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
