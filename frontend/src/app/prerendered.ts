import type { DataRouter } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from '../shared/prerendered-document';
import { selectIsRestoring, selectIsSignedIn, type WithSessionState } from '../shared/session/session.slice';

/* The build prerenders each public page as a visitor first sees it (docs/decisions/front-end/prerendered-pages.md). */

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

/** Whether React can hydrate: prerendered for this path, no query (it can change the page), and read by a visitor. */
export function canTakeOver(
  root: HTMLElement,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  state: WithSessionState,
): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname &&
    search === '' &&
    !selectIsSignedIn(state) &&
    !selectIsRestoring(state)
  );
}
