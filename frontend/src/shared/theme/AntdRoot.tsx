import { App as AntApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { TOAST_CONFIG } from '../toast';
import { themeConfigFor } from './theme-config';
import { useTheme } from './useTheme';

const ALGORITHMS = { light: antdTheme.defaultAlgorithm, dark: antdTheme.darkAlgorithm };

/**
 * antd's theme (light/dark, the contrast-safe tokens of `theme-config.ts`) and antd's `App`
 * context for modals, around the pages that use antd. Its own chunk: `/` never loads antd
 * (docs/decisions.md, "Getting `/` under 170 kB").
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { isDark } = useTheme();
  const config = useMemo<ThemeConfig>(() => themeConfigFor(isDark, ALGORITHMS), [isDark]);
  return (
    <ConfigProvider theme={config}>
      <AntApp message={TOAST_CONFIG} notification={{ maxCount: TOAST_CONFIG.maxCount }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
