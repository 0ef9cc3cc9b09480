/** The prerendered pages and their route modules, read by the build's plugins; `routes.tsx` loads the same modules. */
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
