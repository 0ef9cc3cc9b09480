import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AntdHost } from '../shared/antd/AntdHost';
import { ThemeRoot } from '../shared/theme/ThemeRoot';
import type { AppStore } from './store';

/** The whole app around a router and a store: what the browser renders and the build prerenders. */
export function AppRoot({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* The body class that switches the generated theme colours (light/dark). */}
        <ThemeRoot>
          <RouterProvider router={router} />
          {/* antd's toasts and alerts, loaded on first use (`/` itself does not load antd). */}
          <AntdHost />
        </ThemeRoot>
      </Provider>
    </StrictMode>
  );
}
