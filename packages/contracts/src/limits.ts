/**
 * Contact field bounds are ours (the spec sets none): they keep one message within a mail and
 * a document, far above anything a person types into the form.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
