/** Every NATS subject and event name lives here, once. Subjects are `<service>.<action>`. */

export const SERVICE_NAMES = ['auth', 'results', 'ai-text', 'billing', 'contact', 'mailer'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Each service answers `<service>.health` with a {@link ServiceHealth}. */
export function healthSubject(service: ServiceName): string {
  return `${service}.health`;
}

/** The NATS queue group of a service: replicas of one service share its requests. */
export function queueGroup(service: ServiceName): string {
  return `${service}-service`;
}

export const Subjects = {
  auth: {
    signup: 'auth.signup',
    verify: 'auth.verify',
    resendOtp: 'auth.otp.resend',
    login: 'auth.login',
    google: 'auth.google',
    logout: 'auth.session.revoke',
    session: 'auth.session.validate',
    forgotPassword: 'auth.password.forgot',
    resetPassword: 'auth.password.reset',
    updateProfileImage: 'auth.profile-image.update',
    profileImage: 'auth.profile-image.get',
  },
  contact: {
    submit: 'contact.submit',
  },
} as const;
