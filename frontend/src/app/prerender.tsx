import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { whenRouterReady } from './prerendered';
import { routes } from './routes';
import { createAppStore } from './store';

/** A public page's HTML as a visitor first sees it, rendered in Node at build time after its lazy chunk loads. */
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
