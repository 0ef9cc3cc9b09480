/**
 * Plain shapes of the account calls' answers, for the browser (exported from `web.ts`). The
 * decorated classes in `dto/auth.dto.ts` describe the same JSON for the gateway and OpenAPI; these
 * interfaces carry no decorators, so the front end can import them without Nest or Swagger.
 */

/** A user as the client holds it (spec §3): profileImage is `dicebear:<style>:<seed>` or an uploaded path. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  profileImage?: string;
}

/** Answers that carry only a message (sign-up, resend, forgot, reset, logout). */
export interface MessageResponse {
  message: string;
}

/** Verify, Google sign-in and profile-image upload answer with the user. */
export interface UserResponse extends MessageResponse {
  user: PublicUser;
}

/** POST /api/auth/login (the spec's name for the user). */
export interface LoginResponse extends MessageResponse {
  existingUser: PublicUser;
}

/** GET /api/auth/providers: which third-party sign-ins this server has configured. */
export interface AuthProvidersResponse {
  googleClientId?: string;
}
