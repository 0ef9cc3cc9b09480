import type { PublicUser } from '@typing/contracts';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const asha: PublicUser = { _id: 'a'.repeat(24), name: 'Asha', email: 'asha@example.test' };
const ravi: PublicUser = { _id: 'b'.repeat(24), name: 'Ravi', email: 'ravi@example.test' };
const S1 = '1'.repeat(24);
const S2 = '2'.repeat(24);
const S3 = '3'.repeat(24);

function liveCache() {
  let now = 1_000_000;
  const cache = new SessionCache(() => now);
  cache.setLive(true);
  return { cache, advance: (ms: number) => (now += ms), at: () => now };
}

describe('the session cache', () => {
  it('reuses a positive answer for its own session and user only, until the TTL', () => {
    const { cache, advance } = liveCache();
    cache.remember(cache.ticket(), S1, asha);
    expect(cache.lookup(S1, asha._id)).toEqual(asha);
    expect(cache.lookup(S1, ravi._id)).toBeUndefined();
    expect(cache.lookup(S2, asha._id)).toBeUndefined();
    advance(SESSION_CACHE_TTL_MS);
    expect(cache.lookup(S1, asha._id)).toBeUndefined();
  });

  it('never keeps an answer past the cookie expiry', () => {
    const { cache, at, advance } = liveCache();
    cache.remember(cache.ticket(), S1, asha, at() + 1000);
    advance(1000);
    expect(cache.lookup(S1, asha._id)).toBeUndefined();
  });

  it('forgets one session on a logout event, and every session of a user on a reset', () => {
    const { cache } = liveCache();
    cache.remember(cache.ticket(), S1, asha);
    cache.remember(cache.ticket(), S2, asha);
    cache.remember(cache.ticket(), S3, ravi);
    cache.changed({ sessionId: S1 });
    expect(cache.lookup(S1, asha._id)).toBeUndefined();
    expect(cache.lookup(S2, asha._id)).toEqual(asha);
    cache.changed({ userId: asha._id });
    expect(cache.lookup(S2, asha._id)).toBeUndefined();
    expect(cache.lookup(S3, ravi._id)).toEqual(ravi);
    // An event naming nothing forgets everything.
    cache.changed({});
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer that was in flight when a change arrived', () => {
    const { cache } = liveCache();
    const ticket = cache.ticket();
    cache.changed({ sessionId: S1 }); // the logout overtook the validation
    cache.remember(ticket, S1, asha);
    expect(cache.lookup(S1, asha._id)).toBeUndefined();
  });

  it('caches nothing while the bus is not live, and forgets everything when it is lost', () => {
    const cache = new SessionCache();
    cache.remember(cache.ticket(), S1, asha);
    expect(cache.lookup(S1, asha._id)).toBeUndefined();
    cache.setLive(true);
    cache.remember(cache.ticket(), S1, asha);
    expect(cache.size).toBe(1);
    cache.setLive(false);
    expect(cache.size).toBe(0);
  });

  it('hands out copies, so a caller cannot change what is cached', () => {
    const { cache } = liveCache();
    cache.remember(cache.ticket(), S1, asha);
    cache.lookup(S1, asha._id)!.name = 'Mallory';
    expect(cache.lookup(S1, asha._id)?.name).toBe('Asha');
  });
});
