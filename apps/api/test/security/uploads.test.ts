import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema';
import { buildTestApp, signInAs, type TestApp } from '../helpers';

/**
 * Uploads (company logo, meal photo): the bytes decide, not the name or the content type; size,
 * pixel count and format are checked before anything is stored, and stored files get a server
 * generated name. Each request comes from its own address (the upload limit is per address).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
const freshAddress = () => `192.0.2.${nextAddress++}`;

function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = '----nutritest-security';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadAvatar = (data: Buffer, filename = 'logo.png', contentType = 'image/png') => {
  const body = multipart(data, filename, contentType);
  return t.app.inject({ method: 'POST', url: '/v1/uploads/avatar', remoteAddress: freshAddress(), ...body });
};

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#7c67e2' } })
    .png()
    .toBuffer();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid 1×1 PNG of ~70 bytes whose header (with a correct checksum) declares width × height. */
async function pixelFlood(width: number, height: number) {
  const file = Buffer.from(await png(1, 1));
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

function expectRefused(
  res: { statusCode: number; json(): { error: string; fields?: Record<string, string> } },
  text: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: 'VALIDATION', fields: { file: text } });
}

describe('uploads refuse', () => {
  it('a body over the size limit (logo 400 KB, meal photo 5 MB), before reading it all', async () => {
    const real = await png();
    const padded = Buffer.concat([real, Buffer.alloc(3 * 1024 * 1024, 7)]);
    expectRefused(await uploadAvatar(padded), messages.imageTooLarge);
    const ops = await signInAs(t.app, 'Operator');
    const body = multipart(Buffer.concat([real, Buffer.alloc(6 * 1024 * 1024, 7)]), 'plato.png', 'image/png');
    const meal = await t.app.inject({
      method: 'POST',
      url: '/v1/ops/uploads/meal-photo',
      payload: body.payload,
      headers: { ...body.headers, ...ops.headers },
    });
    expect(meal.statusCode).toBe(400);
    expect(meal.json().fields.file).toMatch(/5 MB/);
  });

  it('other content behind an image name and content type', async () => {
    expectRefused(await uploadAvatar(Buffer.from('<html><script>alert(1)</script></html>')), messages.imageOnly);
    expectRefused(
      await uploadAvatar(Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj'), 'logo.jpg', 'image/jpeg'),
      messages.imageOnly,
    );
    // An executable's first bytes behind a WebP name.
    expectRefused(
      await uploadAvatar(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'logo.webp', 'image/webp'),
      messages.imageOnly,
    );
    // A real PNG header followed by garbage.
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 0x41)]);
    expectRefused(await uploadAvatar(broken), messages.imageOnly);
  });

  it('an SVG with a script, under its own name or disguised as a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.domain)</script>' +
        '<rect width="64" height="64" fill="red" onload="alert(1)"/></svg>',
    );
    expectRefused(await uploadAvatar(svg, 'logo.svg', 'image/svg+xml'), messages.imageOnly);
    expectRefused(await uploadAvatar(svg, 'logo.png', 'image/png'), messages.imageOnly);
  });

  it('a pixel flood: a tiny PNG declaring a huge width × height', async () => {
    const flood = await pixelFlood(60_000, 60_000);
    expect(flood.length).toBeLessThan(200);
    // Refused from the header's declared size, before any decoding (that message comes from no other
    // check); how long it takes is the machine's business, not this test's (issue 42).
    expectRefused(await uploadAvatar(flood), messages.imageTooManyPixels);
    // Just over the limit of a logo (25 million pixels) is refused the same way.
    expectRefused(await uploadAvatar(await pixelFlood(5001, 5000)), messages.imageTooManyPixels);
    const ops = await signInAs(t.app, 'Operator');
    const body = multipart(await pixelFlood(100_000, 1000), 'plato.png', 'image/png');
    const meal = await t.app.inject({
      method: 'POST',
      url: '/v1/ops/uploads/meal-photo',
      payload: body.payload,
      headers: { ...body.headers, ...ops.headers },
    });
    expect(meal.statusCode).toBe(400);
    expect(meal.json().fields).toEqual({ file: messages.imageTooManyPixels });
  });

  it('and nothing refused is stored', async () => {
    const before = (await t.app.database.db.select().from(uploads)).length;
    await uploadAvatar(Buffer.from('not an image'), 'x.png', 'image/png');
    await uploadAvatar(await pixelFlood(60_000, 60_000));
    expect((await t.app.database.db.select().from(uploads)).length).toBe(before);
  });
});

describe('stored uploads', () => {
  it('get a server-generated name: nothing of the uploaded file name reaches the key, the URL or the disk', async () => {
    const hostile = '../../../etc/passwd mi-logo<script>.png';
    const res = await uploadAvatar(await png(), hostile, 'image/png');
    expect(res.statusCode).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    expect(url).not.toMatch(/passwd|logo|script|\.\./i);
    const key = url.replace('/uploads/', '');
    const [row] = await t.app.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ key, contentType: 'image/webp' });
    const dir = path.join(t.config.dataDir, 'uploads', 'avatars');
    expect(existsSync(path.join(dir, path.basename(key)))).toBe(true);
    expect(readdirSync(dir).every((name) => /^[0-9a-f-]{36}\.webp$/.test(name))).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
    // Served as the WebP it was re-encoded to, never sniffed, never able to run anything.
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'");
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('are only read under their generated names', async () => {
    for (const url of [
      '/uploads/avatars/..%2F..%2Fjwt-secret',
      '/uploads/avatars/logo.png',
      '/uploads/avatars/x.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain(t.config.jwtSecret);
    }
  });
});
