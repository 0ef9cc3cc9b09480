import { App as AntApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { TOAST_CONFIG } from '../toast';
import { useTheme } from './useTheme';

/** Spec §4: dark mode adds this class to the page body. */
export const DARK_BODY_CLASS = 'dark-theme';

/*
 * Text must reach 4.5:1 contrast in both themes (WCAG AA, checked by axe in the browser tests).
 * antd's defaults miss it in places: white on #1677ff is 4.0:1, secondary text at 45 % opacity
 * on the page grey is ~3:1, the dark theme's link blue on near-black is ~3.7:1, and red text on
 * antd's pale error background is ~3:1 (colorErrorText is ours for small red text).
 */
const LIGHT_TOKENS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorErrorText: '#cf1322',
  borderRadius: 8,
} as const;
const DARK_TOKENS = {
  colorPrimary: '#1668dc',
  colorLink: '#69b1ff',
  colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
  colorTextDescription: 'rgba(255, 255, 255, 0.72)',
  colorErrorText: '#ff7875',
  borderRadius: 8,
} as const;

/*
 * A hovered primary button keeps its white text at 4.5:1: antd's derived hover blue is lighter
 * (#2e7ae6 light, #387ed3 dark: about 4.1:1). In the dark theme a default button's hover text sits
 * on near-black, so it gets its own lighter blue.
 */
const LIGHT_BUTTON = { colorPrimaryHover: '#1f6fe3' } as const;
const DARK_BUTTON = {
  colorPrimaryHover: '#2a72d6',
  defaultHoverColor: '#4c8fe0',
  defaultHoverBorderColor: '#4c8fe0',
} as const;

/**
 * Applies the stored light/dark preference: antd's algorithm through ConfigProvider, the
 * `dark-theme` class on <body> (and the browser's own colour scheme), and antd's `App`, which
 * gives message/notification/modal the theme and carries the toast defaults.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { isDark } = useTheme();

  // Before paint, so a page never flashes the other theme's body colours.
  useLayoutEffect(() => {
    document.body.classList.toggle(DARK_BODY_CLASS, isDark);
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  const config = useMemo<ThemeConfig>(
    () => ({
      algorithm: isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: isDark ? DARK_TOKENS : LIGHT_TOKENS,
      components: {
        Button: isDark ? DARK_BUTTON : LIGHT_BUTTON,
        // Field errors are small red text: the contrast-safe red, on every form.
        Form: { colorError: isDark ? DARK_TOKENS.colorErrorText : LIGHT_TOKENS.colorErrorText },
      },
    }),
    [isDark],
  );

  return (
    <ConfigProvider theme={config}>
      <AntApp message={TOAST_CONFIG} notification={{ maxCount: TOAST_CONFIG.maxCount }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
