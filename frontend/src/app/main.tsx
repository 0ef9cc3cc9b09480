import 'antd/dist/reset.css';
import 'virtual:theme-tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { selectIsRestoring, selectIsSignedIn } from '../shared/session/session.slice';
import { AntdHost } from '../shared/theme/AntdHost';
import { ThemeRoot } from '../shared/theme/ThemeRoot';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      {/* The body class that switches the generated theme colours (light/dark). */}
      <ThemeRoot>
        <RouterProvider router={router} />
        {/* antd's toasts and alerts, loaded on first use (`/` itself does not load antd). */}
        <AntdHost />
      </ThemeRoot>
    </Provider>
  </StrictMode>,
);
