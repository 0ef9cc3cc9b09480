import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { App as AntApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { TOAST_CONFIG } from '../toast';
import { themeConfigFor } from './theme-config';
import { useTheme } from './useTheme';

const ALGORITHMS = { light: antdTheme.defaultAlgorithm, dark: antdTheme.darkAlgorithm };

/**
 * A busy button shows its spinner only while busy. antd's default spinner slides in and out
 * with a CSS motion that is removed on `transitionend`; when that event never comes the spinner
 * (and "loading" in the button's accessible name) stays after the call has ended.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/**
 * antd generates no styles in the browser (their insertion and the style recalculations it
 * caused were most of an antd page's main-thread work): its components' rules come from the stylesheet
 * the build writes (`loadAntdStyles`, `vite-plugins/antd-styles.mts`), with unhashed class names, so one
 * file serves both themes. antd still sets the theme's CSS variables (`--ant-*`) at run time.
 */
const STATIC_STYLES = { zeroRuntime: true, hashed: false } as const;

/**
 * antd's theme (light/dark, the contrast-safe tokens of `theme-config.ts`) and antd's `App`
 * context for modals, around the pages that use antd. Its own chunk, loaded with antd's stylesheet
 * (`antd-loader.tsx`): `/` never loads antd (docs/decisions/front-end/antd.md).
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { isDark } = useTheme();
  const config = useMemo<ThemeConfig>(() => ({ ...themeConfigFor(isDark, ALGORITHMS), ...STATIC_STYLES }), [isDark]);
  return (
    <ConfigProvider theme={config} button={BUTTON_CONFIG}>
      <AntApp message={TOAST_CONFIG} notification={{ maxCount: TOAST_CONFIG.maxCount }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
