import { z } from 'zod';
import { Messages } from './errors';
import { CONTACT_LIMITS } from './limits';
import { requiredEmail, requiredText } from './schema-kit';
import { Subjects } from './subjects';
import { rpcContract } from './rpc-contract';

export const ContactSubmitSchema = z.strictObject(
  {
    name: requiredText('Name', CONTACT_LIMITS.name).meta({ example: 'Asha Rao' }),
    email: requiredEmail(CONTACT_LIMITS.email).meta({ example: 'asha@example.com' }),
    subject: requiredText('Subject', CONTACT_LIMITS.subject).meta({ example: 'Feature request' }),
    message: requiredText('Message', CONTACT_LIMITS.message).meta({ example: 'I would love a Dvorak layout.' }),
  },
  // A body that is not an object at all is a form with nothing filled in.
  { error: (issue) => (issue.code === 'invalid_type' ? Messages.fillAllFields : undefined) },
);
export type ContactSubmit = z.infer<typeof ContactSubmitSchema>;

export const ContactSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().meta({ example: Messages.contactSent }),
  id: z.string().meta({ description: 'Id of the stored message' }),
});
export type ContactSubmitResponse = z.infer<typeof ContactSubmitResponseSchema>;

export const ConnectivityResponseSchema = z.object({
  message: z.string().meta({ example: Messages.serverOnline }),
});
export type ConnectivityResponse = z.infer<typeof ConnectivityResponseSchema>;

export const contactRpc = {
  [Subjects.contact.submit]: rpcContract(ContactSubmitSchema, ContactSubmitResponseSchema),
} as const;
