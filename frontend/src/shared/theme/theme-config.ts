/* The one antd theme, also `/`'s CSS variables; text needs 4.5:1 contrast (WCAG AA), which some antd defaults miss. */
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

/* antd's derived hover blue leaves white text under 4.5:1; the dark theme's default button needs a lighter blue. */
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
