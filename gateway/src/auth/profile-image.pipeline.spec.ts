import { AUTH_LIMITS, Messages } from '@typing/contracts';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, toProfileImage } from './profile-image.pipeline';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit grey) with the given header and image data. */
function pngWithHeader(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return JSON.parse(JSON.stringify(error)) as { status: number; code: string; message: string };
  }
  throw new Error('expected a rejection');
}

describe('toProfileImage', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('re-encodes a %s as a 256×256 WebP', async (format) => {
    const out = await toProfileImage(await picture(format));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('drops metadata (EXIF) and applies the orientation', async () => {
    const tagged = await sharp(await picture('jpeg', 400, 200))
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Secret Person', Copyright: 'GPS here' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const meta = await sharp(await toProfileImage(tagged)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses text named like an image, and other image types', async () => {
    const text = Buffer.from('hello, I am not a picture\n'.repeat(20));
    expect(await rejection(toProfileImage(text))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
      message: Messages.selectImage,
    });
    expect((await rejection(toProfileImage(await picture('tiff')))).message).toBe(Messages.selectImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect((await rejection(toProfileImage(svg))).message).toBe(Messages.selectImage);
  });

  it('refuses 5 MB or more with the spec message', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(AUTH_LIMITS.imageMaxBytes)]);
    expect(await rejection(toProfileImage(big))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: Messages.imageTooLarge,
    });
  });

  it('refuses a decompression bomb without decoding it', async () => {
    // A PNG whose header claims 30000×30000 (900 MP) over a few bytes of compressed zeros.
    const side = 30000;
    expect(side * side).toBeGreaterThan(MAX_INPUT_PIXELS);
    const bomb = pngWithHeader(side, side, deflateSync(Buffer.alloc(side + 1)));
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(side);
    const started = Date.now();
    expect(await rejection(toProfileImage(bomb))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
      message: Messages.imageUnreadable,
    });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses a truncated image that passes the header check', async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const error = await rejection(toProfileImage(png.subarray(0, Math.floor(png.length / 2))));
    expect(error.status).toBe(400);
  });
});
