export const SERVICE_NAMES = ['auth', 'results', 'ai-text', 'billing', 'contact', 'mailer'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function healthSubject<S extends ServiceName>(service: S): `${S}.health` {
  return `${service}.health`;
}

/** Replicas of one service share its requests. */
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
    /** Event: forget cached `auth.session.validate` answers of the user; published before the change is answered. */
    sessionsChanged: 'auth.sessions.changed',
    forgotPassword: 'auth.password.forgot',
    resetPassword: 'auth.password.reset',
    /** The mailer asks before sending whether the code or link is still the current one. */
    mailCurrent: 'auth.mail.current',
    updateProfileImage: 'auth.profile-image.update',
    profileImage: 'auth.profile-image.get',
    changePassword: 'auth.password.change',
    changeName: 'auth.name.change',
    getPreferences: 'auth.preferences.get',
    savePreferences: 'auth.preferences.save',
    getPublicProfile: 'auth.public-profile.get',
    setPublicProfile: 'auth.public-profile.set',
    leavePublicProfile: 'auth.public-profile.leave',
    findPublicProfile: 'auth.public-profile.find',
    exportUser: 'auth.user.export',
    /** Marks the account and ends every session before any data is deleted. */
    confirmDeletion: 'auth.account.confirm-deletion',
    deleteAccount: 'auth.account.delete',
    /** Deletions where a step failed, for the gateway to finish. */
    unfinishedDeletions: 'auth.account.unfinished-deletions',
  },
  contact: {
    submit: 'contact.submit',
    forgetAddress: 'contact.address.forget',
  },
  mailer: {
    forgetAddress: 'mailer.address.forget',
  },
  results: {
    save: 'results.save',
    performance: 'results.performance',
    history: 'results.history',
    exportUser: 'results.user.export',
    deleteUser: 'results.user.delete',
    weakestKeys: 'results.keys.weakest',
    lessonProgress: 'results.lessons.progress',
    saveLesson: 'results.lessons.save',
    lessonTarget: 'results.lessons.target',
    publicStats: 'results.public-stats',
    boardPage: 'results.boards.page',
    rankedTest: 'results.boards.ranked-test',
    operateBoards: 'results.boards.operate',
    boardRank: 'results.boards.rank',
    listMember: 'results.boards.list',
    unlistMember: 'results.boards.unlist',
    examSave: 'results.exams.save',
    examHistory: 'results.exams.history',
    examBests: 'results.exams.bests',
    examResult: 'results.exams.result',
    examExport: 'results.exams.export',
    /** The exam passage avoids a member's most recent ones. */
    examRecentPassages: 'results.exams.recent-passages',
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
    upgradeQuote: 'billing.upgrade.quote',
    receipts: 'billing.receipt.list',
    receipt: 'billing.receipt.get',
    consumeUse: 'billing.usage.consume',
    releaseUse: 'billing.usage.release',
    exportUser: 'billing.user.export',
    deleteUser: 'billing.user.delete',
  },
  aiText: {
    generate: 'ai-text.generate',
    passage: 'ai-text.passage.random',
    examPassage: 'ai-text.exam-passage.random',
    deleteUser: 'ai-text.user.delete',
  },
} as const;
