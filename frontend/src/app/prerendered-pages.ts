/**
 * The public pages the build prerenders, each with the module its route loads: the build's plugins read this list to
 * write `<path>.html`, and `routes.tsx` loads the same modules (`prerendered-pages.spec.ts` keeps the two in step).
 */
export const PRERENDERED_PAGES = [
  { path: '/about', module: 'features/about/AboutPage' },
  { path: '/contact', module: 'features/contact/ContactPage' },
  { path: '/privacy', module: 'features/legal/PrivacyPage' },
  { path: '/terms', module: 'features/legal/TermsPage' },
  { path: '/lessons', module: 'features/lessons/LessonPage' },
  { path: '/exams', module: 'features/exams/ExamPage' },
  { path: '/leaderboards', module: 'features/community/LeaderboardPage' },
  { path: '/subscription', module: 'features/subscription/SubscriptionPage' },
  { path: '/signup', module: 'features/auth/SignUpPage' },
  { path: '/signin', module: 'features/auth/SignInPage' },
  { path: '/forgot-password', module: 'features/auth/ForgotPasswordPage' },
] as const;
