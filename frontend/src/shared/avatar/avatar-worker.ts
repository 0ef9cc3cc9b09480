import type { AvatarStyle } from '@typing/contracts/web';
import type { AvatarAnswer, AvatarRequest } from './dicebear.worker';

/** The avatars' worker, started with the first generated avatar a page draws. */
let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (uri: string) => void; reject: (error: Error) => void }>();

function avatarWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./dicebear.worker.ts', import.meta.url), { type: 'module', name: 'avatars' });
  started.onmessage = ({ data }: MessageEvent<AvatarAnswer>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if ('uri' in data) request?.resolve(data.uri);
    else request?.reject(new Error(data.error));
  };
  // A worker that cannot start or load its code fails every avatar it holds; the next one starts anew.
  started.onerror = () => {
    for (const request of pending.values()) request.reject(new Error('the avatar worker failed'));
    pending.clear();
    started.terminate();
    worker = undefined;
  };
  worker = started;
  return started;
}

/** The avatar as `generatedAvatarDataUri` draws it, drawn in a worker. */
export function drawInWorker(style: AvatarStyle, seed: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    avatarWorker().postMessage({ id, style, seed } satisfies AvatarRequest);
  });
}
