import { api } from '../../shared/api';
import type { ContactFields } from './contact-validation';

/** GET /api/test: the connectivity check. */
export interface ServerCheckResponse {
  message: string;
}

/** POST /api/contact/submit on success. */
export interface ContactSubmitResponse {
  success: boolean;
  message: string;
  id: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkServer: build.query<ServerCheckResponse, void>({ query: () => '/test' }),
    submitContact: build.mutation<ContactSubmitResponse, ContactFields>({
      query: (body) => ({ url: '/contact/submit', method: 'POST', body }),
    }),
  }),
});

export const { useCheckServerQuery, useSubmitContactMutation } = contactApi;
