import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser's router over the app's routes (`routes.tsx`). */
export const router = createBrowserRouter(routes);
