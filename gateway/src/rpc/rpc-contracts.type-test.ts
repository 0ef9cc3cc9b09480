/* Type-level test (tsc, never run): each `@ts-expect-error` must fail to compile, so a wrong call cannot slip through. */
import type { ContactSubmitResponse, GeneratedTextView, RpcPayload, RpcRequest, RpcResponse } from '@typing/contracts';
import { Subjects } from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import type { ServiceClient } from './service-client';

declare const services: ServiceClient;
const message = { name: 'Asha', email: 'asha@example.com', subject: 'Hi', message: 'Hello' };

export async function gatewayCalls(): Promise<void> {
  const sent: ContactSubmitResponse = await services.request(Subjects.contact.submit, message);
  void sent;

  // @ts-expect-error a field is missing from the payload
  await services.request(Subjects.contact.submit, { name: 'Asha' });
  // @ts-expect-error a field has the wrong type
  await services.request(Subjects.aiText.generate, { userId: 'a'.repeat(24), misTypes: 'q' });
  // @ts-expect-error an unknown field
  await services.request(Subjects.billing.consumeUse, { userId: 'a'.repeat(24), planId: 2 });
  // @ts-expect-error the answer is not what the subject answers
  const wrong: GeneratedTextView = await services.request(Subjects.billing.plans, {});
  void wrong;
  // @ts-expect-error a subject that is not in the map
  await services.request('billing.nothing', {});
}

export class HandlerChecks {
  @RpcHandler(Subjects.contact.submit)
  rightShape(payload: RpcPayload<typeof Subjects.contact.submit>): RpcResponse<typeof Subjects.contact.submit> {
    return { success: true, message: payload.name, id: '1' };
  }

  // @ts-expect-error the handler takes another subject's payload
  @RpcHandler(Subjects.contact.submit)
  wrongPayload(payload: RpcRequest<typeof Subjects.aiText.generate>): ContactSubmitResponse {
    return { success: true, message: payload.userId, id: '1' };
  }

  // @ts-expect-error the handler answers another subject's response
  @RpcHandler(Subjects.billing.checkExpired)
  wrongAnswer(): Promise<GeneratedTextView> {
    return Promise.reject(new Error('never run'));
  }
}
