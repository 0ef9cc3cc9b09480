import 'antd/dist/reset.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { confirmHeldSession } from '../shared/session/confirm-session';
import { ThemeRoot } from '../shared/theme/ThemeRoot';
import { router } from './router';
import { store } from './store';

// A tab that remembers a signed-in user asks the server whether the session cookie still holds.
void store.dispatch(confirmHeldSession());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      {/* antd's theme (light/dark), the body class and the App context for toasts and modals. */}
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </Provider>
  </StrictMode>,
);
