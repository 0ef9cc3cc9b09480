import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`, so
 * this file never grows with them. Cookies carry the session, hence `credentials: 'include'`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include', timeout: 15000 }),
  // Tags that features provide/invalidate; declared here because tagTypes belong to createApi.
  tagTypes: ['User', 'Performance', 'Subscription'],
  endpoints: () => ({}),
});
