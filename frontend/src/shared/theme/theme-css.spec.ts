// Reads the front end's sources from disk (Node), like the other build-time checks.
/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { DARK_TOKENS, LIGHT_TOKENS, themeConfigFor } from './theme-config';
import { cssVarName, themeCss, type DesignTokens } from './theme-css';

const ALGORITHMS = { light: theme.defaultAlgorithm, dark: theme.darkAlgorithm };

function generate() {
  const build = (isDark: boolean) => {
    const config = themeConfigFor(isDark, ALGORITHMS);
    return { tokens: theme.getDesignToken(config) as unknown as DesignTokens, button: config.components.Button };
  };
  return themeCss(build(false), build(true));
}

/** The declarations of one block of the generated sheet, as a name → value map. */
function block(css: string, selector: string): Map<string, string> {
  const body = new RegExp(`^${selector.replace('.', '\\.')} \\{\\n([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  return new Map([...body.matchAll(/(--[\w-]+): ([^;]*);/g)].map((m) => [m[1], m[2]]));
}

describe('theme CSS generated from antd tokens', () => {
  const css = generate();
  const light = block(css, 'body');
  const dark = block(css, 'body.dark-theme');

  it('names variables after the tokens', () => {
    expect(cssVarName('colorTextSecondary')).toBe('--tp-color-text-secondary');
    expect(cssVarName('boxShadowTertiary')).toBe('--tp-box-shadow-tertiary');
    expect(cssVarName('borderRadiusLG')).toBe('--tp-border-radius-lg');
  });

  it('carries the contrast-safe overrides of both themes', () => {
    expect(light.get('--tp-color-link')).toBe(LIGHT_TOKENS.colorLink);
    expect(light.get('--tp-color-primary')).toBe(LIGHT_TOKENS.colorPrimary);
    expect(light.get('--tp-color-text-secondary')).toBe(LIGHT_TOKENS.colorTextSecondary);
    // The dark algorithm derives the link colour from its seed, at run time as here.
    expect(dark.get('--tp-color-link')).toBe('#5c99dc');
    expect(dark.get('--tp-color-text-secondary')).toBe(DARK_TOKENS.colorTextSecondary);
    expect(dark.get('--tp-color-error-text')).toBe(DARK_TOKENS.colorErrorText);
    expect(light.get('--tp-btn-primary-hover')).toBe('#1f6fe3');
    expect(dark.get('--tp-btn-default-hover-color')).toBe('#4c8fe0');
  });

  it("has antd's derived colours for each theme (light and dark algorithms)", () => {
    expect(light.get('--tp-color-bg-layout')).toBe('#f5f5f5');
    expect(dark.get('--tp-color-bg-layout')).toBe('#000000');
    expect(light.get('--tp-color-text')).toBe('rgba(0,0,0,0.88)');
    expect(light.get('--tp-border-radius')).toBe('8px');
    expect([...dark.keys()]).toEqual([...light.keys()]);
  });

  it('defines every --tp-* variable the front end reads', () => {
    const src = path.resolve(__dirname, '../..');
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(css|tsx?)$/.test(entry.name) && !entry.name.endsWith('.spec.ts'))
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/var\((--tp-[\w-]+)/g)) used.add(m[1]);
      }
    };
    walk(src);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !light.has(name))).toEqual([]);
  });
});
