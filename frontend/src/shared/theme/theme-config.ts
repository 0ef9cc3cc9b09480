/*
 * The one source of the app's antd theme: `AntdRoot` gives it to antd's ConfigProvider on the
 * pages that use antd, and the build turns it into CSS custom properties (`theme-css.ts`, run by
 * the Vite plugin in `vite.config.mts`), so `/` gets the same colours without antd's runtime.
 *
 * Text must reach 4.5:1 contrast in both themes (WCAG AA, checked by axe in the browser tests).
 * antd's defaults miss it in places: white on #1677ff is 4.0:1, secondary text at 45 % opacity
 * on the page grey is ~3:1, the dark theme's link blue on near-black is ~3.7:1, and red text on
 * antd's pale error background is ~3:1 (colorErrorText is ours for small red text).
 */
export const LIGHT_TOKENS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorErrorText: '#cf1322',
  borderRadius: 8,
} as const;
export const DARK_TOKENS = {
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
export const LIGHT_BUTTON: ButtonTokens = { colorPrimaryHover: '#1f6fe3' };
export const DARK_BUTTON: ButtonTokens = {
  colorPrimaryHover: '#2a72d6',
  defaultHoverColor: '#4c8fe0',
  defaultHoverBorderColor: '#4c8fe0',
};

export interface ButtonTokens {
  colorPrimaryHover: string;
  defaultHoverColor?: string;
  defaultHoverBorderColor?: string;
}

/** The parts of antd's `ThemeConfig` the app sets, for one theme; `algorithm` is antd's. */
export function themeConfigFor<Algorithm>(isDark: boolean, algorithms: { light: Algorithm; dark: Algorithm }) {
  const token = isDark ? DARK_TOKENS : LIGHT_TOKENS;
  return {
    algorithm: isDark ? algorithms.dark : algorithms.light,
    token,
    components: {
      Button: isDark ? DARK_BUTTON : LIGHT_BUTTON,
      // Field errors are small red text: the contrast-safe red, on every form.
      Form: { colorError: token.colorErrorText },
    },
  };
}
