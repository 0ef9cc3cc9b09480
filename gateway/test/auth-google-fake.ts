/**
 * A stand-in for Google in the gateway's integration tests (not a test file itself): its
 * certificate endpoint on a local port, and ID tokens signed as Google Identity Services would
 * hand them to the browser, so the auth service verifies them for real.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOGLE_CLIENT = 'test-client.apps.googleusercontent.com';
const KID = 'gateway-test-key';

export interface FakeGoogle {
  /** The gateway and auth service settings that point at this stand-in. */
  readonly env: { GOOGLE_CLIENT_ID: string; GOOGLE_CERTS_URL: string };
  /** An ID token with these claims over sensible defaults, signed by Google's key (or `key`). */
  idToken(claims: Record<string, unknown>, key?: KeyObject): string;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Google's certificates ({kid: PEM}).
  const certs = { [KID]: googleKey.publicKey.export({ type: 'spki', format: 'pem' }) };
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(certs)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
      GOOGLE_CERTS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v1/certs`,
    },
    idToken(claims, key = googleKey.privateKey) {
      const now = Math.floor(Date.now() / 1000);
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const header = part({ alg: 'RS256', kid: KID, typ: 'JWT' });
      const payload = part({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT,
        email_verified: true,
        name: 'Gita Google',
        iat: now,
        exp: now + 3600,
        ...claims,
      });
      const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
