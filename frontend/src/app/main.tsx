import 'antd/dist/reset.css';
import 'virtual:theme-tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { selectIsSignedIn } from '../shared/session/session.slice';
import { AntdHost } from '../shared/theme/AntdHost';
import { ThemeRoot } from '../shared/theme/ThemeRoot';
import { router } from './router';
import { store } from './store';

// A tab that remembers a signed-in user asks the server whether the session cookie still holds
// (GET /api/auth/me). The check is its own chunk: a visitor's tab never loads it.
if (selectIsSignedIn(store.getState())) {
  void import('../shared/session/confirm-session').then(({ confirmHeldSession }) =>
    store.dispatch(confirmHeldSession()),
  );
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
