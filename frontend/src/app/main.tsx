import 'antd/dist/reset.css';
import 'virtual:theme-tokens.css';
import './app.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from '../shared/next-task';
import { PRERENDERED_ATTRIBUTE } from '../shared/prerendered-document';
import { selectIsRestoring, selectIsSignedIn } from '../shared/session/session.slice';
import { AppRoot } from './AppRoot';
import { canTakeOver, whenRouterReady } from './prerendered';
import { createAppRouter } from './router';
import { type AppStore, createBrowserStore } from './store';

/**
 * A tab that remembers a signed-in user asks the server whether the session cookie still holds
 * (GET /api/auth/me); a tab with no record but the `signed-in` hint cookie asks who it is. The
 * check is its own chunk: a visitor's tab (no record, no hint) never loads it nor asks anything.
 */
function confirmSession(store: AppStore): void {
  if (selectIsSignedIn(store.getState())) {
    void import('../shared/session/confirm-session').then(({ confirmHeldSession }) =>
      store.dispatch(confirmHeldSession()),
    );
  } else if (selectIsRestoring(store.getState())) {
    void import('../shared/session/confirm-session').then(({ restoreSessionFromServer }) =>
      store.dispatch(restoreSessionFromServer()),
    );
  }
}

/** A member's settings follow them to every device; the code that does it loads with the first sign-in. */
function followPreferences(store: AppStore): void {
  const follow = () =>
    void import('./device-preferences').then(({ startPreferenceSync }) => startPreferenceSync(store));
  if (selectIsSignedIn(store.getState())) follow();
  else {
    const stopWaiting = store.subscribe(() => {
      if (!selectIsSignedIn(store.getState())) return;
      stopWaiting();
      follow();
    });
  }
}

/**
 * The app starts in tasks of its own after its modules are evaluated: the store, then the router
 * (which starts loading the page's chunk), then the first render. Each fits within Lighthouse's
 * 50 ms at 4× CPU, where together they were one long task.
 */
async function start(): Promise<void> {
  await nextTask();
  const store = createBrowserStore();
  confirmSession(store);
  followPreferences(store);
  await nextTask();
  const router = createAppRouter();

  const root = document.getElementById('root')!;
  const app = <AppRoot store={store} router={router} />;
  // A first render in slices of a few milliseconds (a transition), not one long task at 4× CPU.
  const draw = () => startTransition(() => createRoot(root).render(app));
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    draw();
  } else {
    // A page drawn at build time stays in view until its code is here: the first render is then the
    // page itself, not the spinner of a lazy page. A visitor's page is taken over as it is, in a task
    // of its own and in slices (a transition), since the page is already on screen; anyone else's is
    // drawn anew (React clears the root) with what they see differently.
    await whenRouterReady(router);
    if (!canTakeOver(root, window.location.pathname, store.getState())) draw();
    else {
      await nextTask();
      startTransition(() => void hydrateRoot(root, app));
    }
  }
}

void start();
