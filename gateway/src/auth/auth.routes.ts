/** Full paths the app-level middleware must know about (the routes themselves live in the controllers). */
export const AUTH_PATHS = {
  /** GET, yet it ends a session: refused cross-site like a POST. */
  logout: '/api/auth/logout',
  /** The one multipart route (requireJson's opt-in). */
  updateProfileImage: '/api/auth/update-profile-image',
} as const;
