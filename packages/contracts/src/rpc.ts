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

const healthRpc = Object.fromEntries(
  SERVICE_NAMES.map((name) => [`${name}.health`, rpcContract(EmptyRequestSchema, replyOf<ServiceHealth>())]),
) as Record<`${ServiceName}.health`, RpcContract<typeof EmptyRequestSchema, z.ZodType<ServiceHealth>>>;

/** Types the gateway's client, services' clients and every `@RpcHandler`, so a wrong payload fails `make typecheck`. */
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
/** Before the handler's schema applies defaults and trimming. */
export type RpcRequest<S extends RpcSubject> = z.input<RpcContracts[S]['request']>;
export type RpcPayload<S extends RpcSubject> = z.output<RpcContracts[S]['request']>;
export type RpcResponse<S extends RpcSubject> = z.output<RpcContracts[S]['response']>;
