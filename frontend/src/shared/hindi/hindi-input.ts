/** The Hindi chunk, loaded only when Hindi is chosen, so English pages carry none of it. */
export type HindiInput = typeof import('./hindi-chunk');

let loading: Promise<HindiInput> | undefined;
let loaded: HindiInput | undefined;

/** The Hindi chunk once loaded (the key handler needs it at once); undefined before. */
export const loadedHindiInput = (): HindiInput | undefined => loaded;

/** Loads the Hindi chunk once per page; a failed load is tried again next time. */
export function loadHindiInput(): Promise<HindiInput> {
  loading ??= import('./hindi-chunk').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
