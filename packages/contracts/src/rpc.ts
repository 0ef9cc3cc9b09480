import type { z } from 'zod';
import type {
  MessageResponse,
  ProfileImageRef,
  ProfileImageUpdate,
  PublicUser,
  ResetPasswordRequest,
  SessionCheck,
  SessionGrant,
  SessionRef,
  SignupDto,
  StoredImage,
  UserResponse,
  VerifyOtpDto,
  EmailDto,
  LoginDto,
  GoogleLoginDto,
} from './dto/auth.dto';
import { billingRpc } from './billing';
import { contactRpc } from './contact';
import { resultsRpc } from './results';
import type { ServiceHealth } from './health';
import { rpcContract, type RpcContract } from './rpc-contract';
import { EmptyRequestSchema, replyOf } from './schema-kit';
import { SERVICE_NAMES, Subjects, type ServiceName } from './subjects';

export { rpcContract, type RpcContract } from './rpc-contract';

/**
 * A subject whose request is still checked by its class-validator DTO (the service's global pipe):
 * typed here, not validated by zod. Each domain replaces these with its zod schemas.
 */
function pendingZod<Req, Res>(): RpcContract<z.ZodType<Req>, z.ZodType<Res>> {
  return rpcContract(replyOf<Req>(), replyOf<Res>());
}

const authRpc = {
  [Subjects.auth.signup]: pendingZod<SignupDto, MessageResponse>(),
  [Subjects.auth.verify]: pendingZod<VerifyOtpDto, UserResponse>(),
  [Subjects.auth.resendOtp]: pendingZod<EmailDto, MessageResponse>(),
  [Subjects.auth.login]: pendingZod<LoginDto, SessionGrant>(),
  [Subjects.auth.google]: pendingZod<GoogleLoginDto, SessionGrant>(),
  [Subjects.auth.logout]: pendingZod<SessionRef, MessageResponse>(),
  [Subjects.auth.session]: pendingZod<SessionCheck, PublicUser>(),
  [Subjects.auth.forgotPassword]: pendingZod<EmailDto, MessageResponse>(),
  [Subjects.auth.resetPassword]: pendingZod<ResetPasswordRequest, MessageResponse>(),
  [Subjects.auth.updateProfileImage]: pendingZod<ProfileImageUpdate, UserResponse>(),
  [Subjects.auth.profileImage]: pendingZod<ProfileImageRef, StoredImage>(),
} as const;

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
  ...resultsRpc,
  ...billingRpc,
  ...contactRpc,
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
