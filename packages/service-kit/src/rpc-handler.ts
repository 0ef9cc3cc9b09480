import { StandardSchemaValidationPipe } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ErrorCode,
  firstIssueMessage,
  rpcContracts,
  type RpcPayload,
  type RpcResponse,
  type RpcSubject,
} from '@typing/contracts';
import { rpcError } from './rpc-errors';

type RpcMethod<S extends RpcSubject> = (
  payload: RpcPayload<S>,
  ...rest: never[]
) => RpcResponse<S> | Promise<RpcResponse<S>>;

/** Validates the payload with the subject's request schema; a wrong signature fails `make typecheck`. */
export function RpcHandler<S extends RpcSubject>(subject: S) {
  return <M extends RpcMethod<S>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => {
    Payload({ schema: rpcContracts[subject].request })(target, key, 0);
    MessagePattern(subject)(target, key, descriptor);
  };
}

export function rpcSchemaPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => rpcError(400, ErrorCode.ValidationFailed, firstIssueMessage(issues)),
  });
}
