import type { App } from 'antd';
import { useSyncExternalStore } from 'react';
import type { MessageLike } from '../toast';

/**
 * antd's message and modal for code that runs on `/`, where antd is not loaded: the first call
 * mounts `AntdHost`'s themed antd `App` (its own chunk) and resolves with its instances. Toasts
 * and the footer's alerts go through it, so they look as antd draws them in both themes.
 */
export interface AntdApi {
  message: MessageLike;
  modal: ReturnType<typeof App.useApp>['modal'];
}

let requested = false;
const listeners = new Set<() => void>();
let provide: (api: AntdApi) => void = () => undefined;
const ready = new Promise<AntdApi>((resolve) => {
  provide = resolve;
});

/** Mounts the host on first use; resolves once antd's App is there. */
export function loadAntd(): Promise<AntdApi> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Called by the host once antd's App has rendered. */
export function provideAntd(api: AntdApi): void {
  provide(api);
}

/** Whether anything asked for antd yet (the host renders nothing until then). */
export function useAntdRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
