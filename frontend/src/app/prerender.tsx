import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { whenRouterReady } from './prerendered';
import { routes } from './routes';
import { createAppStore } from './store';

/**
 * A public page's HTML as a visitor's browser first draws it (no session, the light theme, the default
 * preferences), for the build to put inside `#root` of its document (`vite-plugins/prerender-pages.mts`,
 * docs/decisions/front-end/prerendered-pages.md). Run in Node through Vite at build time; the page's lazy
 * chunk is loaded first, as the browser does before taking the HTML over.
 */
export async function prerenderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await whenRouterReady(router);
    const { prelude } = await prerender(<AppRoot store={createAppStore()} router={router} />);
    return await new Response(prelude).text();
  } finally {
    router.dispose();
  }
}
