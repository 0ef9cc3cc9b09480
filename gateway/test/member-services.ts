import type { INestMicroservice } from '@nestjs/common';
import { aiTextService } from '@typing/ai-text-service';
import { billingService } from '@typing/billing-service';
import { contactService } from '@typing/contact-service';
import { resultsService } from '@typing/results-service';
import { createService, databaseName } from '@typing/service-kit';
import type { AuthStack } from './auth-helpers';

/**
 * The services a member's account reaches besides auth (its data export, its deletion and the
 * boards ask them), started in this process with an auth stack's settings.
 */
export interface MemberServices {
  /** Results, billing, ai-text and contact, in that order; a test may replace one it restarted. */
  readonly running: INestMicroservice[];
  /** Closes them (the last started first) and drops their databases. */
  stop(): Promise<void>;
}

export async function startMemberServices(stack: AuthStack, prefix: string): Promise<MemberServices> {
  const running: INestMicroservice[] = [
    await createService(resultsService, stack.env),
    await createService(billingService, stack.env),
    await createService(aiTextService, stack.env),
    await createService(contactService, stack.env),
  ];
  for (const service of running) await service.listen();
  return {
    running,
    stop: async () => {
      for (const service of [...running].reverse()) await service.close();
      for (const { name } of [resultsService, billingService, aiTextService, contactService]) {
        await stack.db.useDb(databaseName(prefix, name)).dropDatabase();
      }
    },
  };
}
