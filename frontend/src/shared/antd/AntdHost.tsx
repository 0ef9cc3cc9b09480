import { lazy, Suspense } from 'react';
import { useAntdRequested } from './antd-host';
import { loadAntdStyles } from './antd-loader';

// With antd's stylesheet: a toast or alert is never drawn unstyled.
const AntdHostRoot = lazy(async () => (await Promise.all([import('./AntdHostRoot'), loadAntdStyles()]))[0]);

/** antd's toasts and alerts, mounted once beside the router so a toast survives a page change. */
export function AntdHost() {
  const requested = useAntdRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AntdHostRoot />
    </Suspense>
  );
}
