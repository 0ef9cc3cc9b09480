/** Every NATS subject and event name lives here, once. Subjects are `<service>.<action>`. */

export const SERVICE_NAMES = ['auth', 'results', 'ai-text', 'billing', 'contact', 'mailer'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Each service answers `<service>.health` with a {@link ServiceHealth}. */
export function healthSubject<S extends ServiceName>(service: S): `${S}.health` {
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
    /**
     * Event: answers of `auth.session.validate` for a user (one session, or all of them) may no
     * longer hold — a logout, a password reset, a changed profile (payload `SessionsChangedEvent`).
     * Gateways that cache those answers forget them; it is published before the change is answered.
     */
    sessionsChanged: 'auth.sessions.changed',
    forgotPassword: 'auth.password.forgot',
    resetPassword: 'auth.password.reset',
    /** The mailer asks, before sending a code or reset link, whether it is still the current one. */
    mailCurrent: 'auth.mail.current',
    updateProfileImage: 'auth.profile-image.update',
    profileImage: 'auth.profile-image.get',
    /** A signed-in member changes their password; their other sessions end. */
    changePassword: 'auth.password.change',
    /** A signed-in member changes their display name; answers the updated user. */
    changeName: 'auth.name.change',
    /** A member's settings that follow them to every device (read; replace). */
    getPreferences: 'auth.preferences.get',
    savePreferences: 'auth.preferences.save',
    /** A member's public profile: read, appear under a display name, leave; who has a name. */
    getPublicProfile: 'auth.public-profile.get',
    setPublicProfile: 'auth.public-profile.set',
    leavePublicProfile: 'auth.public-profile.leave',
    findPublicProfile: 'auth.public-profile.find',
    /** The account's own data for "export my data". */
    exportUser: 'auth.user.export',
    /**
     * Checks the password (or, for a Google-only account, the typed email) and begins the deletion:
     * the account is marked and every session ends before any data is deleted.
     */
    confirmDeletion: 'auth.account.confirm-deletion',
    /** Deletes the account's user, sessions, codes, identities and images; idempotent. */
    deleteAccount: 'auth.account.delete',
    /** Accounts whose deletion began and did not finish (a step failed), for the gateway to finish. */
    unfinishedDeletions: 'auth.account.unfinished-deletions',
  },
  contact: {
    submit: 'contact.submit',
    /** Deletes the messages sent from a deleted member's address; idempotent. */
    forgetAddress: 'contact.address.forget',
  },
  mailer: {
    /** Deletes the delivery records of mails sent to a deleted member's address; idempotent. */
    forgetAddress: 'mailer.address.forget',
  },
  results: {
    save: 'results.save',
    performance: 'results.performance',
    /** One page of a user's saved results, newest first. */
    history: 'results.history',
    /** Every saved result of a user (CSV download, data export). */
    exportUser: 'results.user.export',
    /** Deletes every result and statistic of a user (account deletion); idempotent. */
    deleteUser: 'results.user.delete',
    /** The user's least confident keys (AI practice when no fresh test names any). */
    weakestKeys: 'results.keys.weakest',
    /** A member's lesson progress (adaptive lessons); a finished lesson's save; the target speed. */
    lessonProgress: 'results.lessons.progress',
    saveLesson: 'results.lessons.save',
    lessonTarget: 'results.lessons.target',
    /** What a public profile shows of a member's results: test count and personal bests. */
    publicStats: 'results.public-stats',
    /** Leaderboards: a page of a board, a member's place, a member joining or leaving them. */
    boardPage: 'results.boards.page',
    /** A test that can rank: a seed for its words and a signed ticket. */
    rankedTest: 'results.boards.ranked-test',
    /** An operator takes a result or a member off the boards, or puts them back. */
    operateBoards: 'results.boards.operate',
    boardRank: 'results.boards.rank',
    listMember: 'results.boards.list',
    unlistMember: 'results.boards.unlist',
    /** Exam results: a save (recomputed), a page of the history, the bests per profile, one sheet, the export. */
    examSave: 'results.exams.save',
    examHistory: 'results.exams.history',
    examBests: 'results.exams.bests',
    examResult: 'results.exams.result',
    examExport: 'results.exams.export',
    /** The passages of a member's most recent exams, newest first (the exam passage avoids them). */
    examRecentPassages: 'results.exams.recent-passages',
    /** Event: a result was stored and counted (payload `ResultsSavedEvent`). */
    saved: 'results.saved',
  },
  billing: {
    plans: 'billing.plans',
    createOrder: 'billing.order.create',
    verifyPayment: 'billing.payment.verify',
    sandboxCheckout: 'billing.sandbox.checkout',
    webhook: 'billing.payment.webhook',
    createSubscription: 'billing.subscription.create',
    mySubscription: 'billing.subscription.get',
    checkExpired: 'billing.subscription.check-expired',
    /** What moving to a higher plan costs now and what happens to the days left (no side effects). */
    upgradeQuote: 'billing.upgrade.quote',
    /** The member's own payments, newest first (capped), and one payment's receipt. */
    receipts: 'billing.receipt.list',
    receipt: 'billing.receipt.get',
    /** Takes one use of the caller's daily AI allowance (answers a `UseGrant`, or 404/403/429). */
    consumeUse: 'billing.usage.consume',
    /** Gives back a use whose text was never delivered. */
    releaseUse: 'billing.usage.release',
    /** A member's subscriptions and orders for "export my data". */
    exportUser: 'billing.user.export',
    /** Unlinks a deleted member's subscriptions and orders from them (kept for accounts); idempotent. */
    deleteUser: 'billing.user.delete',
  },
  aiText: {
    generate: 'ai-text.generate',
    /** A random passage of a length for quote mode (public: guests type quotes too). */
    passage: 'ai-text.passage.random',
    /** A random English exam passage cut to a board profile's size (public). */
    examPassage: 'ai-text.exam-passage.random',
    /** Forgets a deleted member's weak-key counters; idempotent. */
    deleteUser: 'ai-text.user.delete',
  },
} as const;
