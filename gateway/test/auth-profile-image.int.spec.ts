/**
 * Profile images through the gateway: multipart → byte check and re-encoding with sharp →
 * NATS → auth service → object store (MinIO) → served back by the gateway as WebP.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, Messages, PROFILE_IMAGE_PATH } from '@typing/contracts';
import * as Minio from 'minio';
import sharp from 'sharp';
import { ProfileImageDecodes } from '../src/auth/profile-image-decodes';
import { type AuthStack, bootAuthStack, Client, resetLimits, signedIn } from './auth-helpers';

let stack: AuthStack;
let store: Minio.Client;

beforeAll(async () => {
  stack = await bootAuthStack('it_gw_avatar', 9);
  const endpoint = new URL(stack.env.S3_ENDPOINT);
  store = new Minio.Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: stack.env.S3_ACCESS_KEY,
    secretKey: stack.env.S3_SECRET_KEY,
  });
});
afterAll(() => stack.close());
beforeEach(() => resetLimits(stack.redis));

const error = (status: number, code: string, message: string) => ({ status, code, message });
const selectImage = error(400, ErrorCode.InvalidImage, Messages.selectImage);
const formatNotAccepted = error(400, ErrorCode.InvalidImage, Messages.imageFormatNotAccepted);
/** Real HEIC and AVIF files (libheif's heif-enc), as an iPhone or an exporter writes them. */
const fixture = (name: string) => new Blob([new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', name)))]);

async function storedKeys(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.listObjectsV2(stack.env.S3_BUCKET, `${userId}/`, true)) {
    keys.push((item as { name: string }).name);
  }
  return keys;
}

/** Posts a multipart form as the browser's FormData would. */
async function upload(client: Client, parts: [string, Blob | string, string?][], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [field, value, filename] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, value, filename);
  }
  const response = await fetch(`${stack.base}/api/auth/update-profile-image`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': client.ip,
      'sec-fetch-site': 'same-origin',
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...headers,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 220 } } })
    .png()
    .toBuffer();
const blob = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type });

async function me(client: Client) {
  return (await client.get('/api/auth/me')).body as { _id: string; profileImage?: string };
}

test('a real PNG is stored as a 256×256 WebP and served back with the right headers', async () => {
  const { client } = await signedIn(stack, 'avatar');
  const user = await me(client);

  const response = await upload(client, [['profileImage', blob(await png(), 'image/png'), 'me.png']]);
  expect(response.status).toBe(200);
  const path = (response.body.user as { profileImage: string }).profileImage;
  expect(path).toMatch(new RegExp(`^${PROFILE_IMAGE_PATH}${user._id}/[0-9a-f-]{36}\\.webp$`));
  expect((await me(client)).profileImage).toBe(path);

  const image = await fetch(`${stack.base}${path}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/webp');
  expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  expect(image.headers.get('content-disposition')).toBe('attachment; filename="profile-image.webp"');
  const served = Buffer.from(await image.arrayBuffer());
  expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  expect(await storedKeys(user._id)).toEqual([path.slice(PROFILE_IMAGE_PATH.length)]);

  // A second upload (a GIF) replaces the first, whose address then answers 404.
  const gif = await sharp(await png(300, 300))
    .gif()
    .toBuffer();
  const again = await upload(client, [['profileImage', blob(gif, 'image/gif'), 'me.gif']]);
  expect(again.status).toBe(200);
  const next = (again.body.user as { profileImage: string }).profileImage;
  expect(next).not.toBe(path);
  expect((await fetch(`${stack.base}${path}`)).status).toBe(404);
  expect(await storedKeys(user._id)).toEqual([next.slice(PROFILE_IMAGE_PATH.length)]);
});

test('while every decode slot is busy an upload is a 503 with Retry-After that stores nothing', async () => {
  const { client } = await signedIn(stack, 'busy-decodes');
  const user = await me(client);
  const picture = blob(await png(), 'image/png');
  const send = () => {
    const form = new FormData();
    form.append('profileImage', picture, 'me.png');
    return fetch(`${stack.base}/api/auth/update-profile-image`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client.ip, 'sec-fetch-site': 'same-origin', cookie: client.cookie! },
      body: form,
    });
  };
  // The gateway's slots, taken as decodes in flight would take them.
  const decodes = stack.gateway.get(ProfileImageDecodes);
  const held = Array.from({ length: decodes.capacity }, () => decodes.take()!);
  try {
    const refused = await send();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual(error(503, ErrorCode.ServiceUnavailable, Messages.imageDecodesBusy));
    expect((await me(client)).profileImage).toBe(user.profileImage);
    expect(await storedKeys(user._id)).toEqual([]);
    // One slot free again: the next upload is decoded and stored.
    held.pop()!();
    expect((await send()).status).toBe(200);
    expect(await storedKeys(user._id)).toHaveLength(1);
  } finally {
    for (const release of held) release();
  }
});

test('a text file named x.png is refused with the spec message and nothing is stored', async () => {
  const { client } = await signedIn(stack, 'textfile');
  const user = await me(client);
  const text = Buffer.from('just some text, not a picture\n'.repeat(50));
  const response = await upload(client, [['profileImage', blob(text, 'image/png'), 'x.png']]);
  expect(response).toEqual({ status: 400, body: selectImage });
  expect((await me(client)).profileImage).toBe(user.profileImage);
  expect(await storedKeys(user._id)).toEqual([]);
});

test('a 6 MB image is refused with the spec message and nothing is stored', async () => {
  const { client } = await signedIn(stack, 'bigfile');
  const user = await me(client);
  const side = 1450; // 1450² × 3 bytes of noise, uncompressed: ≈ 6.3 MB
  const big = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 80 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(6_000_000);
  const response = await upload(client, [['profileImage', blob(big, 'image/png'), 'big.png']]);
  expect(response).toEqual({ status: 413, body: error(413, ErrorCode.PayloadTooLarge, Messages.imageTooLarge) });
  expect((await me(client)).profileImage).toBe(user.profileImage);
  expect(await storedKeys(user._id)).toEqual([]);
});

test('an unauthenticated upload is 401 and stores nothing', async () => {
  const response = await upload(new Client(stack.base), [['profileImage', blob(await png(), 'image/png'), 'me.png']]);
  expect(response).toEqual({
    status: 401,
    body: error(401, ErrorCode.Unauthorized, Messages.unauthorized),
  });
});

test('a cross-site upload is 403', async () => {
  const { client } = await signedIn(stack, 'csrf-upload');
  const response = await upload(client, [['profileImage', blob(await png(), 'image/png'), 'me.png']], {
    'sec-fetch-site': 'cross-site',
    origin: 'https://evil.example',
  });
  expect(response.status).toBe(403);
});

describe('malformed uploads get 400 "Please select an image file"', () => {
  let client: Client;
  beforeAll(async () => {
    ({ client } = await signedIn(stack, 'malformed'));
  });

  test('no file at all', async () => {
    expect(await upload(client, [])).toEqual({ status: 400, body: selectImage });
  });

  test('the file under another field name', async () => {
    expect(await upload(client, [['avatar', blob(await png(), 'image/png'), 'me.png']])).toEqual({
      status: 400,
      body: selectImage,
    });
  });

  test('an extra text field', async () => {
    expect(
      await upload(client, [
        ['profileImage', blob(await png(), 'image/png'), 'me.png'],
        ['userId', 'ffffffffffffffffffffffff'],
      ]),
    ).toEqual({ status: 400, body: selectImage });
  });

  test('two files', async () => {
    const file = blob(await png(), 'image/png');
    expect(
      await upload(client, [
        ['profileImage', file, 'a.png'],
        ['profileImage', file, 'b.png'],
      ]),
    ).toEqual({ status: 400, body: selectImage });
  });

  test('an SVG (scriptable) and a TIFF', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
    );
    expect(await upload(client, [['profileImage', blob(svg, 'image/svg+xml'), 'x.svg']])).toEqual({
      status: 400,
      body: formatNotAccepted,
    });
    const tiff = await sharp(await png(50, 50))
      .tiff()
      .toBuffer();
    expect(await upload(client, [['profileImage', blob(tiff, 'image/tiff'), 'x.tiff']])).toEqual({
      status: 400,
      body: formatNotAccepted,
    });
  });

  test('an iPhone HEIC photo: refused by name, with the formats that are taken; nothing stored', async () => {
    const { client: member } = await signedIn(stack, 'heic');
    const userId = ((await member.get('/api/auth/me')).body as { _id: string })._id;
    expect(await upload(member, [['profileImage', fixture('photo.heic'), 'IMG_0001.HEIC']])).toEqual({
      status: 400,
      body: error(400, ErrorCode.InvalidImage, Messages.imageHeicNotAccepted),
    });
    expect(await storedKeys(userId)).toEqual([]);
  });

  test('an AVIF photo is taken and stored as a 256×256 WebP', async () => {
    const { client: member } = await signedIn(stack, 'avif');
    const answer = await upload(member, [['profileImage', fixture('photo.avif'), 'photo.avif']]);
    expect(answer.status).toBe(200);
    const userId = (answer.body.user as { _id: string })._id;
    expect(await storedKeys(userId)).toHaveLength(1);
  });

  test('a truncated multipart body', async () => {
    const response = await fetch(`${stack.base}/api/auth/update-profile-image`, {
      method: 'POST',
      headers: {
        cookie: client.cookie!,
        'x-forwarded-for': client.ip,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(selectImage);
  });

  test('JSON instead of a file', async () => {
    const response = await client.post('/api/auth/update-profile-image', {
      profileImage: 'data:image/png;base64,AAAA',
    });
    expect(response).toMatchObject({ status: 400, body: selectImage });
  });
});

test('junk image addresses are 404, never 5xx', async () => {
  for (const path of [
    'abc/def.webp',
    `${'a'.repeat(24)}/..%2F..%2Fetc%2Fpasswd`,
    `${'a'.repeat(24)}/00000000-0000-0000-0000-000000000000.png`,
    `${'a'.repeat(24)}/00000000-0000-4000-8000-000000000000.webp`,
  ]) {
    const response = await fetch(`${stack.base}${PROFILE_IMAGE_PATH}${path}`);
    expect({ path, status: response.status }).toEqual({ path, status: 404 });
  }
});
