import type { z } from 'zod';

/** What one NATS subject takes and answers. */
export interface RpcContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly request: Req;
  readonly response: Res;
}

export function rpcContract<Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
): RpcContract<Req, Res> {
  return { request, response };
}
