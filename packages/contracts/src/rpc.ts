import type { z } from 'zod';
import { authRpc } from './account';
import { billingRpc } from './billing';
import { communityRpc } from './community';
import { contactRpc } from './contact';
import { examsRpc } from './exams';
import { preferencesRpc } from './preferences';
import type { ServiceHealth } from './health';
import { boardOperationsRpc } from './board-operations';
import { leaderboardsRpc } from './leaderboards';
import { lessonsRpc } from './lesson-saves';
import { examPassagesRpc } from './exam-passages';
import { passagesRpc } from './passages';
import { resultsRpc } from './results';
import { retentionRpc } from './retention';
import { rpcContract, type RpcContract } from './rpc-contract';
import { EmptyRequestSchema, replyOf } from './schema-kit';
import { SERVICE_NAMES, type ServiceName } from './subjects';

export { rpcContract, type RpcContract } from './rpc-contract';

/** Every service answers `<service>.health` (service-kit's health handler). */
const healthRpc = Object.fromEntries(
  SERVICE_NAMES.map((name) => [`${name}.health`, rpcContract(EmptyRequestSchema, replyOf<ServiceHealth>())]),
) as Record<`${ServiceName}.health`, RpcContract<typeof EmptyRequestSchema, z.ZodType<ServiceHealth>>>;

/**
 * The one map from each NATS request subject to what it takes and answers. The gateway's
 * `ServiceClient.request`, services' clients of each other and every `@RpcHandler` are typed by it,
 * so a payload of the wrong shape fails `make typecheck`; handlers validate with its request schema.
 */
export const rpcContracts = {
  ...authRpc,
  ...preferencesRpc,
  ...communityRpc,
  ...leaderboardsRpc,
  ...boardOperationsRpc,
  ...resultsRpc,
  ...examsRpc,
  ...lessonsRpc,
  ...billingRpc,
  ...contactRpc,
  ...passagesRpc,
  ...examPassagesRpc,
  ...retentionRpc,
  ...healthRpc,
} as const;

export type RpcContracts = typeof rpcContracts;
export type RpcSubject = keyof RpcContracts;
/** What a caller sends on `S` (before the handler's schema applies defaults and trimming). */
export type RpcRequest<S extends RpcSubject> = z.input<RpcContracts[S]['request']>;
/** What a handler of `S` receives after validation. */
export type RpcPayload<S extends RpcSubject> = z.output<RpcContracts[S]['request']>;
/** What `S` answers. */
export type RpcResponse<S extends RpcSubject> = z.output<RpcContracts[S]['response']>;
