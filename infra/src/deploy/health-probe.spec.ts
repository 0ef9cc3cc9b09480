import { hasEstablishedConnection, healthVerdict, natsPorts, probeSettings } from './health-probe';

// Two sockets from a real /proc/net/tcp: one listening on 3000, one established to port 4222.
const TABLE = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000:0BB8 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 1 1 0000000000000000 100 0 0 10 0
   1: 0A00000B:A1C2 0A000005:107E 01 00000000:00000000 00:00000000 00000000  1000        0 2 1 0000000000000000 20 4 30 10 -1`;

describe('health probe', () => {
  it('reads the NATS ports from NATS_URL, cluster lists included', () => {
    expect(natsPorts('nats://nats:4222')).toEqual([4222]);
    expect(natsPorts('nats://a:4222, nats://b:4333,c')).toEqual([4222, 4333, 4222]);
  });

  it('finds an established connection to NATS, and ignores listening sockets', () => {
    expect(hasEstablishedConnection(TABLE, [4222])).toBe(true);
    expect(hasEstablishedConnection(TABLE, [3000])).toBe(false);
    expect(hasEstablishedConnection('header only', [4222])).toBe(false);
  });

  it("finds the password as the app does: NATS_PASSWORD, else the user's NATS_PASSWORD_<USER>", () => {
    const base = { NATS_URL: 'nats://nats:4222', NATS_USER: 'ai-text' };
    expect(probeSettings({ ...base, NATS_PASSWORD: 'own', NATS_PASSWORD_AI_TEXT: 'other' })?.NATS_PASSWORD).toBe('own');
    expect(probeSettings({ ...base, NATS_PASSWORD_AI_TEXT: 'from-env-file' })?.NATS_PASSWORD).toBe('from-env-file');
    expect(probeSettings({ ...base, NATS_PASSWORD_AUTH: 'not-mine' })).toBeUndefined();
    expect(probeSettings({ NATS_URL: 'nats://nats:4222', NATS_PASSWORD: 'x' })).toBeUndefined();
  });

  it("judges Nest's NATS reply", () => {
    expect(healthVerdict('auth', JSON.stringify({ id: '1', response: { status: 'up' }, isDisposed: true })).ok).toBe(
      true,
    );
    expect(healthVerdict('auth', JSON.stringify({ response: { status: 'down', database: 'down' } }))).toEqual({
      ok: false,
      reason: 'auth reports {"status":"down","database":"down"}',
    });
    expect(healthVerdict('auth', JSON.stringify({ err: { status: 500 } })).ok).toBe(false);
    expect(healthVerdict('auth', 'garbage').ok).toBe(false);
  });
});
