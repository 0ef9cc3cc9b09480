import { useSyncExternalStore } from 'react';

/** Reads the theme's CSS variables (`--tp-*`, generated from antd's tokens: `theme-css.ts`) as set on `body` now. */
export function themeVariableReader(): (name: string) => string {
  const css = getComputedStyle(document.body);
  return (name) => css.getPropertyValue(name).trim();
}

function subscribeToBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * A hook for values read from the theme's CSS variables, for what draws on a canvas and so takes colours
 * as values (the charts). The theme is the body's class (spec §4), switched by ThemeRoot: it is watched
 * like any other external store, and `read` runs once per class value, so renders in between get the same
 * object (a chart redraws only when the theme changes). Until the page is the browser's (drawn at build
 * time, or in Node) the hook gives `beforeHydration`.
 */
export function themeValuesHook<Values>(read: () => Values, beforeHydration: Values): () => Values {
  let cached: { className: string; values: Values } | undefined;
  const current = () => {
    const className = document.body.className;
    if (cached?.className !== className) cached = { className, values: read() };
    return cached.values;
  };
  const serverValues = () => beforeHydration;
  return () => useSyncExternalStore(subscribeToBodyClass, current, serverValues);
}
