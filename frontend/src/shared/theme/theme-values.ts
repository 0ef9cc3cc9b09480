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

/** Theme colours as values (canvas charts): `read` runs once per body class; `beforeHydration` until hydrated. */
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
