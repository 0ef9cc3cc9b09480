import { useLayoutEffect, type ReactNode } from 'react';
import { useTheme } from './useTheme';

/** Spec §4: dark mode adds this class to the page body. */
const DARK_BODY_CLASS = 'dark-theme';

/** Applies the theme: the `dark-theme` body class (switching the colour variables) and the browser's colour scheme. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { isDark } = useTheme();

  // Before paint, so a page never flashes the other theme's body colours.
  useLayoutEffect(() => {
    document.body.classList.toggle(DARK_BODY_CLASS, isDark);
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  return children;
}
