import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser's router over the app's routes (`routes.tsx`); it starts loading the page's chunk. */
export const createAppRouter = () => createBrowserRouter(routes);
