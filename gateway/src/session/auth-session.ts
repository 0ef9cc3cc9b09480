import type { PublicUser } from '@typing/contracts';

/** What a signed-in request carries (`req.user`): the live user and the session it came with. */
export interface AuthSession {
  user: PublicUser;
  sessionId: string;
}
