import type { ButtonTokens } from './theme-config';

/** Build time only: antd's design tokens as CSS variables, so `/` has antd's exact colours without loading antd. */

/** The slice of antd's design token (AliasToken) this file reads; the rest passes through. */
export type DesignTokens = Record<string, unknown> & {
  controlOutlineWidth: number;
  controlOutline: string;
  controlTmpOutline: string;
  colorPrimaryActive: string;
};

/** Token names copied as they are: every colour and shadow, and these sizes and fonts. */
const COPIED = /^(color|boxShadow)/;
const PIXELS = [
  'borderRadius',
  'borderRadiusLG',
  'borderRadiusSM',
  'controlHeight',
  'controlHeightLG',
  'fontSize',
  'fontSizeLG',
  'lineWidthFocus',
];
const PLAIN = [
  'controlOutline',
  'fontFamily',
  'fontFamilyCode',
  'lineHeight',
  'lineHeightLG',
  'motionDurationMid',
  'motionDurationSlow',
  'motionEaseInOut',
];

export function cssVarName(token: string): string {
  return `--tp-${token.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`)}`;
}

export function themeDeclarations(tokens: DesignTokens, button: ButtonTokens): string[] {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(tokens).sort(([a], [b]) => a.localeCompare(b))) {
    if (COPIED.test(name) && typeof value === 'string')
      lines.push(`${cssVarName(name)}: ${value.replace(/\s+/g, ' ').trim()};`);
    else if (PIXELS.includes(name) && typeof value === 'number') lines.push(`${cssVarName(name)}: ${value}px;`);
    else if (PLAIN.includes(name) && (typeof value === 'string' || typeof value === 'number'))
      lines.push(`${cssVarName(name)}: ${String(value).replace(/\s+/g, ' ').trim()};`);
  }
  // antd's Button, with the app's Button overrides (theme-config.ts), as antd derives them.
  const hover = button.colorPrimaryHover;
  lines.push(
    `--tp-btn-primary-hover: ${hover};`,
    `--tp-btn-default-hover-color: ${button.defaultHoverColor ?? hover};`,
    `--tp-btn-default-hover-border-color: ${button.defaultHoverBorderColor ?? hover};`,
    `--tp-btn-default-active: ${tokens.colorPrimaryActive};`,
    `--tp-btn-default-shadow: 0 ${tokens.controlOutlineWidth}px 0 ${tokens.controlTmpOutline};`,
    `--tp-btn-primary-shadow: 0 ${tokens.controlOutlineWidth}px 0 ${tokens.controlOutline};`,
  );
  return lines;
}

/** The stylesheet: light on `body`, dark on `body.dark-theme` (the class set before the bundle runs). */
export function themeCss(
  light: { tokens: DesignTokens; button: ButtonTokens },
  dark: { tokens: DesignTokens; button: ButtonTokens },
): string {
  const block = (selector: string, lines: string[]) => `${selector} {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`;
  return (
    '/* Generated at build time from antd design tokens (frontend/src/shared/theme/theme-css.ts). */\n' +
    block('body', themeDeclarations(light.tokens, light.button)) +
    block('body.dark-theme', themeDeclarations(dark.tokens, dark.button))
  );
}
