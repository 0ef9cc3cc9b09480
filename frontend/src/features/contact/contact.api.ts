import type { ConnectivityResponse, ContactSubmit, ContactSubmitResponse } from '@typing/contracts/web';
import { api } from '../../shared/api';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkServer: build.query<ConnectivityResponse, void>({ query: () => '/test' }),
    submitContact: build.mutation<ContactSubmitResponse, ContactSubmit>({
      query: (body) => ({ url: '/contact/submit', method: 'POST', body }),
    }),
  }),
});

export const { useCheckServerQuery, useSubmitContactMutation } = contactApi;
