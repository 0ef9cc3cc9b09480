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

/** Confirms or restores the session; its own chunk, so a visitor's tab (no record, no hint cookie) never loads it. */
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
    void import('../shared/preferences/preferences-sync').then(({ syncPreferences }) => syncPreferences(store));
  if (selectIsSignedIn(store.getState())) follow();
  else {
    const stopWaiting = store.subscribe(() => {
      if (!selectIsSignedIn(store.getState())) return;
      stopWaiting();
      follow();
    });
  }
}

/** Starts in separate tasks (store, router, first render), so none is a long task at 4× CPU throttling. */
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
    // A prerendered page stays until its code arrives; a visitor's is hydrated in a transition, others' rendered anew.
    await whenRouterReady(router);
    if (!canTakeOver(root, window.location, store.getState())) draw();
    else {
      await nextTask();
      startTransition(() => void hydrateRoot(root, app));
    }
  }
}

void start();
