import type { ConsultationNutritionist } from '@nutritest/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMonth } from '../../../test/consultations';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';

/**
 * Issue 22, item 19: the nutritionist's photo on the consultation card. Uploaded through the same
 * re-encoding avatar upload as company logos, and accepted in the profile only as their own upload.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;

function multipart(data: Buffer) {
  const boundary = '----nutritest-photo';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="yo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () =>
  sharp({ create: { width: 600, height: 500, channels: 3, background: '#3a8f6b' } })
    .png()
    .toBuffer();

let address = 0;
async function upload(headers?: Headers): Promise<string> {
  const body = multipart(await png());
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/uploads/avatar',
    remoteAddress: `10.9.0.${++address}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}
const save = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/v1/consultations/profile', headers, payload });

describe('the nutritionist’s photo', () => {
  it('is uploaded, saved, answered by GET and shown in the slots’ cards', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Ana', lastName: 'Suárez' });
    const availability = await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/availability',
      headers: nutri.headers,
      payload: {
        windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
        exceptions: [],
      },
    });
    expect(availability.statusCode).toBe(200);

    const url = await upload(nutri.headers);
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/webp']);

    const saved = await save(nutri.headers, { licenseNumber: '4521', photoUrl: url });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ licenseNumber: '4521', photoUrl: url });
    const read = await t.app.inject({ method: 'GET', url: '/v1/consultations/profile', headers: nutri.headers });
    expect(read.json()).toEqual({ licenseNumber: '4521', photoUrl: url });

    // Sending only the licence keeps the photo; null removes it.
    expect((await save(nutri.headers, { licenseNumber: '4522' })).json()).toEqual({
      licenseNumber: '4522',
      photoUrl: url,
    });

    const slots = await t.app.inject({
      method: 'GET',
      url: `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${nextMonth()}`,
    });
    const cards = slots.json().nutritionists as ConsultationNutritionist[];
    expect(cards.find((c) => c.id === nutri.account.id)).toEqual({
      id: nutri.account.id,
      name: 'Ana Suárez',
      initials: 'AS',
      licenseNumber: '4522',
      photoUrl: url,
    });

    expect((await save(nutri.headers, { licenseNumber: '4522', photoUrl: null })).json()).toEqual({
      licenseNumber: '4522',
      photoUrl: null,
    });
  });

  it('refuses another account’s upload, a signup upload and any other URL', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const other = await signInAs(t.app, 'Nutritionist');
    const company = await signInAs(t.app, 'Business');
    const foreign = [
      await upload(other.headers),
      await upload(company.headers),
      await upload(), // a company signup's, not claimed
      'https://evil.example/yo.webp',
      '/uploads/avatars/../meals/x.webp',
      '/uploads/meals/00000000-0000-0000-0000-000000000000.webp',
      'javascript:alert(1)',
    ];
    for (const photoUrl of foreign) {
      const res = await save(nutri.headers, { licenseNumber: null, photoUrl });
      expect(res.statusCode, photoUrl).toBe(400);
      expect(res.json().fields).toEqual({ photoUrl: expect.any(String) });
    }
    const read = await t.app.inject({ method: 'GET', url: '/v1/consultations/profile', headers: nutri.headers });
    expect(read.json()).toEqual({ licenseNumber: null, photoUrl: null });
  });

  it('is refused to other roles (upload for customers and operators; the profile for all but nutritionists)', async () => {
    const url = await upload((await signInAs(t.app, 'Nutritionist')).headers);
    const anonymous = await save({}, { licenseNumber: null, photoUrl: url });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['Customer', 'Business', 'Operator'] as const) {
      const who = await signInAs(t.app, role);
      expect((await save(who.headers, { licenseNumber: null, photoUrl: url })).statusCode, role).toBe(403);
      if (role !== 'Business') {
        const body = multipart(await png());
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/uploads/avatar',
          remoteAddress: `10.9.1.${++address}`,
          payload: body.payload,
          headers: { ...body.headers, ...who.headers },
        });
        expect(res.statusCode, role).toBe(403);
      }
    }
  });
});
