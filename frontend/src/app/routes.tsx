import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { TypingTestPage } from '../features/typing/TypingTestPage';
import { AppShell } from './AppShell';
import { GuestOnly, HeldEmailOnly, SignedInOnly } from './guards';
import { PageLoading } from './PageLoading';
import { inAntdRoot } from '../shared/antd/antd-loader';
import { AnchorButton } from '../shared/ui/Button';

function TestPage() {
  return <p style={{ padding: 24, marginBottom: '1em' }}>this is for testing puprose</p>;
}

/** A lazy page loaded with `AntdRoot` and antd's stylesheet (docs/decisions/front-end/antd.md). */
function antdPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return async () => ({ Component: await inAntdRoot(load) });
}

/** A page without antd: its own chunk only, so it loads about as little as `/`; see also `prerendered-pages.ts`. */
function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return async () => ({ Component: await load() });
}

function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The spec's fallback screen for unmatched or failing routes. */
function ErrorScreen({ error }: { error?: unknown }) {
  const routeError = useRouteError();
  return (
    <div role="alert" className="error-screen">
      <h1 className="error-screen__title">Unexpected Application Error!</h1>
      <h2 className="error-screen__message">{describeRouteError(error ?? routeError)}</h2>
      {/* A full page load on purpose: after an application error, start from fresh state. */}
      <AnchorButton type="primary" href="/">
        Back to Home
      </AnchorButton>
    </div>
  );
}

// The catch-all renders the same screen with a 404, shaped like a router error response.
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: true, data: null };

/** Every page but `/` is a lazy chunk, loaded before the router switches pages (the old page stays meanwhile). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    // Errors in the shell itself: render the fallback inside a fresh shell.
    errorElement: (
      <AppShell>
        <ErrorScreen />
      </AppShell>
    ),
    children: [
      {
        errorElement: <ErrorScreen />,
        // Opening a lazy page directly: the shell shows at once, a spinner where the page goes.
        hydrateFallbackElement: <PageLoading />,
        children: [
          // The landing page is in the main bundle: no extra round trip before the typist can start.
          { path: '/', element: <TypingTestPage /> },
          {
            path: '/about',
            lazy: lazyPage(async () => (await import('../features/about/AboutPage')).AboutPage),
          },
          {
            path: '/contact',
            lazy: lazyPage(async () => (await import('../features/contact/ContactPage')).ContactPage),
          },
          {
            path: '/privacy',
            lazy: lazyPage(async () => (await import('../features/legal/PrivacyPage')).PrivacyPage),
          },
          {
            path: '/terms',
            lazy: lazyPage(async () => (await import('../features/legal/TermsPage')).TermsPage),
          },
          {
            path: '/lessons',
            lazy: lazyPage(async () => (await import('../features/lessons/LessonPage')).LessonPage),
          },
          {
            path: '/exams',
            lazy: lazyPage(async () => (await import('../features/exams/ExamPage')).ExamPage),
          },
          {
            path: '/leaderboards',
            lazy: lazyPage(async () => (await import('../features/community/LeaderboardPage')).LeaderboardPage),
          },
          {
            path: '/u/:name',
            lazy: lazyPage(async () => (await import('../features/community/PublicProfilePage')).PublicProfilePage),
          },
          {
            path: '/subscription',
            lazy: lazyPage(async () => (await import('../features/subscription/SubscriptionPage')).SubscriptionPage),
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: '/signup',
                lazy: lazyPage(async () => (await import('../features/auth/SignUpPage')).SignUpPage),
              },
              {
                path: '/signin',
                lazy: lazyPage(async () => (await import('../features/auth/SignInPage')).SignInPage),
              },
            ],
          },
          {
            element: <HeldEmailOnly />,
            children: [
              {
                path: '/otp-verification',
                lazy: lazyPage(async () => (await import('../features/auth/OtpPage')).OtpPage),
              },
            ],
          },
          {
            path: '/forgot-password',
            lazy: lazyPage(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage),
          },
          {
            path: '/reset-password/:token',
            lazy: lazyPage(async () => (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage),
          },
          {
            element: <SignedInOnly />,
            children: [
              {
                path: '/dashboard',
                lazy: lazyPage(async () => (await import('../features/dashboard/DashboardPage')).DashboardPage),
              },
              {
                path: '/exams/results/:id',
                lazy: lazyPage(async () => (await import('../features/exams/ExamResultPage')).ExamResultPage),
              },
              {
                path: '/settings',
                lazy: lazyPage(async () => (await import('../features/settings/SettingsPage')).SettingsPage),
              },
              {
                path: '/billing',
                lazy: antdPage(async () => (await import('../features/billing/BillingPage')).BillingPage),
              },
              {
                path: '/billing/receipts/:paymentId',
                lazy: antdPage(async () => (await import('../features/billing/ReceiptPage')).ReceiptPage),
              },
            ],
          },
          { path: '/test', element: <TestPage /> },
          { path: '*', element: <ErrorScreen error={NOT_FOUND} /> },
        ],
      },
    ],
  },
];
