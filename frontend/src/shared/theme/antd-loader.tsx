import type { ComponentType } from 'react';
import antdStylesHref from 'virtual:antd-styles';

let loading: Promise<void> | undefined;

/**
 * antd's stylesheet, built from the components the app draws (`vite-plugins/antd-styles.mts`): antd
 * runs in zero-runtime mode and generates no styles in the browser. Added once, first in
 * `<head>`, where antd would insert generated styles, so the app's own stylesheets still win a tie
 * of specificity against antd's rules; resolves once it has loaded (or failed: the page still
 * works unstyled rather than not at all). Asked for together with antd's chunks, not after them.
 */
export function loadAntdStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdStylesHref;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
  });
  return loading;
}

/**
 * A component drawn inside `AntdRoot` (antd's theme and App), loaded with it and with antd's
 * stylesheet: the antd pages (`antdPage` in `routes.tsx`) and the signed-in user menu.
 */
export async function inAntdRoot<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, { AntdRoot }] = await Promise.all([load(), import('./AntdRoot'), loadAntdStyles()]);
  function InAntdRoot(props: Props) {
    return (
      <AntdRoot>
        <Component {...props} />
      </AntdRoot>
    );
  }
  return InAntdRoot;
}
