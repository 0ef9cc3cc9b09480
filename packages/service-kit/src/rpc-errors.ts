import { RpcException } from '@nestjs/microservices';
import type { ErrorBody } from '@typing/contracts';

/** The gateway turns this into HTTP in one place. */
export function rpcError(status: number, code: ErrorBody['code'], message: string): RpcException {
  const body: ErrorBody = { status, code, message };
  return new RpcException(body);
}
