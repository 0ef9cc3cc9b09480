import 'antd/dist/reset.css';
import 'virtual:theme-tokens.css';
import './app.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '../shared/prerendered-document';
import { selectIsRestoring, selectIsSignedIn } from '../shared/session/session.slice';
import { AppRoot } from './AppRoot';
import { canTakeOver, whenRouterReady } from './prerendered';
import { router } from './router';
import { store } from './store';

// A tab that remembers a signed-in user asks the server whether the session cookie still holds
// (GET /api/auth/me); a tab with no record but the `signed-in` hint cookie asks who it is. The
// check is its own chunk: a visitor's tab (no record, no hint) never loads it nor asks anything.
if (selectIsSignedIn(store.getState())) {
  void import('../shared/session/confirm-session').then(({ confirmHeldSession }) =>
    store.dispatch(confirmHeldSession()),
  );
} else if (selectIsRestoring(store.getState())) {
  void import('../shared/session/confirm-session').then(({ restoreSessionFromServer }) =>
    store.dispatch(restoreSessionFromServer()),
  );
}

// A member's settings follow them to every device; the code that does it loads with the first sign-in.
const followPreferences = () =>
  void import('./device-preferences').then(({ startPreferenceSync }) => startPreferenceSync(store));
if (selectIsSignedIn(store.getState())) followPreferences();
else {
  const stopWaiting = store.subscribe(() => {
    if (!selectIsSignedIn(store.getState())) return;
    stopWaiting();
    followPreferences();
  });
}

const root = document.getElementById('root')!;
const app = <AppRoot store={store} router={router} />;
if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  createRoot(root).render(app);
} else {
  // A page drawn at build time stays in view until its code is here: the first render is then the
  // page itself, not the spinner of a lazy page. A visitor's page is taken over as it is, in a task
  // of its own and in slices (a transition), since the page is already on screen; anyone else's is
  // drawn anew (React clears the root) with what they see differently.
  void whenRouterReady(router).then(() => {
    if (!canTakeOver(root, window.location.pathname, store.getState())) createRoot(root).render(app);
    else setTimeout(() => startTransition(() => void hydrateRoot(root, app)));
  });
}
