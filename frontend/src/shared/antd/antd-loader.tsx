import type { ComponentType } from 'react';
import antdStylesHref from 'virtual:antd-styles';

let loading: Promise<void> | undefined;

/** antd's stylesheet, first in `<head>` so app styles win ties; resolves on load or error (unstyled beats broken). */
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

/** A component inside `AntdRoot`, loaded with it and antd's stylesheet (the antd pages and the user menu). */
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
