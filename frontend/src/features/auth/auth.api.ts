import type {
  AuthProvidersResponse,
  EmailRequest,
  MessageResponse,
  ResetPasswordBody,
  SignupRequest,
  UserResponse,
  VerifyOtpRequest,
} from '@typing/contracts/web';
import { api } from '../../shared/api';

/** The calls of the account screens (spec §7); those that start or end the session are in shared/session. */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<MessageResponse, SignupRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<UserResponse, VerifyOtpRequest>({
      query: (body) => ({ url: '/auth/verify', method: 'POST', body }),
    }),
    resendOtp: build.mutation<MessageResponse, EmailRequest>({
      query: (body) => ({ url: '/auth/resend-otp', method: 'POST', body }),
    }),
    authProviders: build.query<AuthProvidersResponse, void>({ query: () => '/auth/providers' }),
    forgotPassword: build.mutation<MessageResponse, EmailRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody & { token: string }>({
      query: ({ token, newPassword }) => ({
        url: `/auth/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { newPassword },
      }),
    }),
  }),
});

export const {
  useSignupMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useAuthProvidersQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
