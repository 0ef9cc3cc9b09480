import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTheme } from '../../shared/theme/useTheme';

/**
 * antd's red is below 4.5:1 as button text (on white, and on the dark theme's card), and white on
 * it is 3.3:1 in the light theme. Danger buttons here use the contrast-safe red (`colorErrorText`);
 * in the dark theme that red is light, so a filled danger button gets near-black text on it.
 */
export function ContrastSafeDanger({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { isDark } = useTheme();
  const red = token.colorErrorText;
  return (
    <ConfigProvider
      theme={{
        components: {
          Button: {
            colorError: red,
            colorErrorHover: red,
            colorErrorActive: red,
            ...(isDark ? { dangerColor: '#141414' } : {}),
          },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
