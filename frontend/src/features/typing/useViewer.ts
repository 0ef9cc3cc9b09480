/**
 * Who is using the typing test. Accounts come later: until then everyone is a guest. When the
 * auth feature lands, this reads the signed-in user from the store (shared state, not the auth
 * feature itself), and the page's signed-in variants (AI Practice, saving results) switch on.
 */
export interface Viewer {
  readonly isSignedIn: boolean;
}

const GUEST: Viewer = { isSignedIn: false };

export function useViewer(): Viewer {
  return GUEST;
}
