import { AUTH_LIMITS, Messages } from '@typing/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { imageSignature } from './image-signature';
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

/** Real files made with libheif's heif-enc (x265 for HEIC, aom for AVIF) from a 320×240 JPEG. */
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test/fixtures', name));

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

  it('refuses text named like an image; other image types with the formats it takes', async () => {
    const text = Buffer.from('hello, I am not a picture\n'.repeat(20));
    expect(await rejection(toProfileImage(text))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
      message: Messages.selectImage,
    });
    expect((await rejection(toProfileImage(await picture('tiff')))).message).toBe(Messages.imageFormatNotAccepted);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect((await rejection(toProfileImage(svg))).message).toBe(Messages.imageFormatNotAccepted);
    expect(Messages.imageFormatNotAccepted).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
  });

  it('re-encodes an AVIF (HEIF with AV1, which sharp decodes)', async () => {
    expect(await sharp(fixture('photo.avif')).metadata()).toMatchObject({ format: 'heif', compression: 'av1' });
    const meta = await sharp(await toProfileImage(fixture('photo.avif'))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses an iPhone-style HEIC (HEIF with HEVC, which sharp cannot decode) by name', async () => {
    const heic = fixture('photo.heic');
    // The header reads; the pixels do not: sharp's prebuilt libheif has no HEVC decoder.
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc', width: 320 });
    await expect(sharp(heic).webp().toBuffer()).rejects.toThrow();
    expect(await rejection(toProfileImage(heic))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
      message: Messages.imageHeicNotAccepted,
    });
    expect(Messages.imageHeicNotAccepted).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
  });

  it('refuses 5 MB or more with the spec message', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(AUTH_LIMITS.imageMaxBytes)]);
    expect(await rejection(toProfileImage(big))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: Messages.imageTooLarge,
    });
  });

  it('judges the first bytes before any decoder runs: SVG, TIFF and look-alikes never reach one', async () => {
    // An SVG that would make an XML parser fetch a file and expand entities: refused by its bytes.
    const hostile = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
    );
    expect(imageSignature(hostile)).toBeNull();
    expect((await rejection(toProfileImage(hostile))).message).toBe(Messages.imageFormatNotAccepted);
    expect(imageSignature(await picture('tiff'))).toBeNull();
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const)
      expect(imageSignature(await picture(format))).toBe(format);
    expect(imageSignature(fixture('photo.avif'))).toBe('heif');
    expect(imageSignature(fixture('photo.heic'))).toBe('heif');
    // A PNG signature glued to junk passes the sniff but not the decoder's header check.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect((await rejection(toProfileImage(fake))).status).toBe(400);
  });

  it('refuses a canvas above 25 megapixels (the review cap), accepts one just under', async () => {
    expect(MAX_INPUT_PIXELS).toBe(25_000_000);
    const solid = (width: number) =>
      sharp({ create: { width, height: 5000, channels: 3, background: '#88aa33' } })
        .png({ compressionLevel: 1 })
        .toBuffer();
    // A real, decodable picture of 25.005 MP: the old 50 MP cap let it through.
    expect((await rejection(toProfileImage(await solid(5001)))).message).toBe(Messages.imageTooManyPixels);
    const under = await solid(4999);
    expect((await sharp(await toProfileImage(under)).metadata()).width).toBe(256);
    // Four 25 MP encodes and decodes: about 2 s on a quiet core, several times that on a loaded one.
  }, 60_000);

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
      message: Messages.imageTooManyPixels,
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
