import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { App as AntApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { TOAST_CONFIG } from '../toast';
import { themeConfigFor } from '../theme/theme-config';
import { useTheme } from '../theme/useTheme';

const ALGORITHMS = { light: antdTheme.defaultAlgorithm, dark: antdTheme.darkAlgorithm };

/** antd's default spinner leaves on `transitionend`, which may never come: the spinner would outlast the call. */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/** No run-time style generation (most of an antd page's main-thread work): the build writes antd's stylesheet. */
const STATIC_STYLES = { zeroRuntime: true, hashed: false } as const;

/** antd's theme and `App` context around the pages that use antd; `/` never loads it. */
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
