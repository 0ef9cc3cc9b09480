import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/* A Redis dump or queue dashboard never shows codes or links in clear. Format: iv.tag.data, each base64url. */
const IV_BYTES = 12;

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'base64');
  if (bytes.length !== 32) throw new Error('A sealing key must be 32 bytes, base64-encoded.');
  return bytes;
}

export function sealSecret(key: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** Throws if the text was not sealed under this key or was altered. */
export function openSecret(key: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data || iv.length !== IV_BYTES) throw new Error('Not a sealed secret.');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
