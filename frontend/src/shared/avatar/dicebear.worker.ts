/** Renders avatars off the main thread: loading a DiceBear style is a long task on a phone. */
import type { AvatarStyle } from '@typing/contracts/web';
import { generatedAvatarDataUri } from './dicebear';

export interface AvatarRequest {
  readonly id: number;
  readonly style: AvatarStyle;
  readonly seed: string;
}

export type AvatarAnswer =
  { readonly id: number; readonly uri: string } | { readonly id: number; readonly error: string };

// The worker's global scope, as much of it as is used (the front end's types are the page's, not a worker's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AvatarRequest>) => void) | null;
  postMessage(answer: AvatarAnswer): void;
};

scope.onmessage = ({ data: { id, style, seed } }) => {
  generatedAvatarDataUri(style, seed).then(
    (uri) => scope.postMessage({ id, uri }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
