import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  retry,
} from '@reduxjs/toolkit/query/react';

/** Worth retrying: no answer at all, or the server (or its service) failed. Refusals (4xx) are final. */
export function isRetryableError(error: Pick<FetchBaseQueryError, 'status'> | undefined): boolean {
  const status = error?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && status >= 500;
}

/** An endpoint opts into retries with `extraOptions: { maxRetries: n }`; by default a call is tried once. */
export interface RetryOptions {
  maxRetries?: number;
}

const fetchApi = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', timeout: 15000 });

/** `fetchBaseQuery` whose errors carry `Retry-After` as `retryAfterSeconds`, so a 429 can say how long to wait. */
const fetchWithRetryAfter: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, queryApi, extraOptions) => {
  const result = await fetchApi(args, queryApi, extraOptions);
  const retryAfter = Number(result.meta?.response?.headers.get('Retry-After'));
  if (!result.error || !(retryAfter > 0)) return result;
  return { ...result, error: Object.assign({ retryAfterSeconds: retryAfter }, result.error) };
};

/** The app's one RTK Query API; features inject endpoints. Only idempotent calls should opt into retries. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(fetchWithRetryAfter, {
    retryCondition: (error, _args, { attempt, extraOptions }) =>
      attempt <= ((extraOptions as RetryOptions | undefined)?.maxRetries ?? 0) &&
      isRetryableError(error as FetchBaseQueryError),
  }),
  // Tags that features provide/invalidate; declared here because tagTypes belong to createApi.
  tagTypes: ['User', 'Performance', 'Subscription', 'History'],
  endpoints: () => ({}),
});
