import type { DataRouter } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from '../shared/prerendered-document';
import { selectIsRestoring, selectIsSignedIn, type WithSessionState } from '../shared/session/session.slice';

/*
 * The public pages come drawn at build time (docs/decisions/front-end/prerendered-pages.md): the
 * build renders each into `#root` of its document, as a visitor sees it on arrival (no session, the
 * light theme, the default preferences), and marks the root with the path it drew.
 */

/** Resolves once the router has matched its first location and loaded that route's lazy page. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Whether the browser's first render will give the build's markup, so React can take it over
 * (`hydrateRoot`): the page drawn is this path's, and the reader is a visitor whose session is known.
 * A member (or a tab still asking who it is) gets the page drawn anew (`createRoot`): their top
 * bar, and the guest-only pages, differ from the build's.
 */
export function canTakeOver(root: HTMLElement, pathname: string, state: WithSessionState): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname && !selectIsSignedIn(state) && !selectIsRestoring(state);
}
