import type { App } from 'antd';
import { useSyncExternalStore } from 'react';
import type { MessageLike } from '../toast';

/** antd's message and modal for `/`: the first call mounts `AntdHost`'s themed antd `App` (its own chunk). */
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

export function loadAntd(): Promise<AntdApi> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

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
