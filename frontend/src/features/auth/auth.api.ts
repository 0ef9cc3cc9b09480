import type { AuthProvidersResponse, LoginResponse, MessageResponse, UserResponse } from '@typing/contracts/web';
import { api } from '../../shared/api';

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
  /** A generated avatar, `dicebear:<style>:<seed>` (the spec's sign-up payload name). */
  profilePic?: string;
}

export interface VerifyRequest {
  email: string;
  otp: string;
  profileImage?: string;
}

/** The calls of the five account screens (spec §7); GET /me and logout are in shared/session. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<MessageResponse, SignupRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<UserResponse, VerifyRequest>({
      query: (body) => ({ url: '/auth/verify', method: 'POST', body }),
    }),
    resendOtp: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/resend-otp', method: 'POST', body }),
    }),
    login: build.mutation<LoginResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['User', 'Performance', 'Subscription'],
    }),
    continueWithGoogle: build.mutation<UserResponse, { credential: string }>({
      query: (body) => ({ url: '/auth/continuewithgoogle', method: 'POST', body }),
      invalidatesTags: ['User', 'Performance', 'Subscription'],
    }),
    authProviders: build.query<AuthProvidersResponse, void>({ query: () => '/auth/providers' }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; newPassword: string }>({
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
  useLoginMutation,
  useContinueWithGoogleMutation,
  useAuthProvidersQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
