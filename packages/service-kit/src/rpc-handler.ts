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

/** A handler of `S`: takes the validated payload first and answers `S`'s response. */
type RpcMethod<S extends RpcSubject> = (
  payload: RpcPayload<S>,
  ...rest: never[]
) => RpcResponse<S> | Promise<RpcResponse<S>>;

/**
 * `@MessagePattern(subject)` for a handler whose first parameter is the payload, validated with the
 * subject's request schema from the contracts' map. The method's signature is checked against the
 * map too: a handler that takes or answers the wrong shape fails `make typecheck`.
 */
export function RpcHandler<S extends RpcSubject>(subject: S) {
  return <M extends RpcMethod<S>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => {
    Payload({ schema: rpcContracts[subject].request })(target, key, 0);
    MessagePattern(subject)(target, key, descriptor);
  };
}

/** Validates payloads that carry a schema (see `RpcHandler`); failures leave as a 400 error body. */
export function rpcSchemaPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => rpcError(400, ErrorCode.ValidationFailed, firstIssueMessage(issues)),
  });
}
