import { useLayoutEffect, type ReactNode } from 'react';
import { useTheme } from './useTheme';

/** Spec §4: dark mode adds this class to the page body. */
export const DARK_BODY_CLASS = 'dark-theme';

/**
 * Applies the stored light/dark preference: the `dark-theme` class on <body>, which switches the
 * colour variables generated from antd's tokens (`theme-css.ts`), and the browser's own colour
 * scheme. antd itself is themed by `AntdRoot`, only on the pages that use it.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { isDark } = useTheme();

  // Before paint, so a page never flashes the other theme's body colours.
  useLayoutEffect(() => {
    document.body.classList.toggle(DARK_BODY_CLASS, isDark);
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  return children;
}
