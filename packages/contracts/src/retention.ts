import { z } from 'zod';
import { AccountEmailSchema } from './account';
import { DeletedCountSchema } from './results';
import { rpcContract } from './rpc-contract';
import { Subjects } from './subjects';

export { RETENTION, retentionDays } from './retention-periods';

/** A deleted member's address, for the services that keep data by address rather than by account. */
export const AddressRefSchema = z.strictObject({ email: AccountEmailSchema });
export type AddressRef = z.infer<typeof AddressRefSchema>;

export const retentionRpc = {
  [Subjects.contact.forgetAddress]: rpcContract(AddressRefSchema, DeletedCountSchema),
  [Subjects.mailer.forgetAddress]: rpcContract(AddressRefSchema, DeletedCountSchema),
} as const;
