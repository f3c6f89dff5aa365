import { AnalysisStatus, twoFactorMessages } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, buildTestApp, lastEmailTo, nextTotpCode, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
import { createAccount, createAnalysis, uniqueEmail } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | undefined, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A customer linked to `nutritionistId` whose sample went through the lab import. */
async function patientWithResults(nutritionistId?: string) {
  // Rosa declared a histamine intolerance in her Formulario ADN (pathology 12).
  const me = await signInAs(t.app, 'Customer', {
    firstName: 'Rosa',
    lastName: 'Vidal',
    nutritionistId,
    pathologyIds: [14],
  });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  const csv = [`${analysis.referenceId},rs4988235,CT`, `${analysis.referenceId},rs9939609,AA,+`].join('\n');
  await importLab(t.app, csv);
  return me;
}

/** A step-up token through the e-mailed code (accounts without TOTP). */
async function stepUpByEmail(me: { email: string; headers: Headers }) {
  expect((await post('/v1/account/step-up/email-code', undefined, me.headers)).statusCode).toBe(200);
  const mail = await lastEmailTo(t.app, me.email, 'step-up-code');
  const code = /(\d{6})/.exec(mail!.subject)![1]!;
  const res = await post('/v1/account/step-up', { code }, me.headers);
  expect(res.statusCode).toBe(200);
  return res.json().stepUpToken as string;
}

describe('GET /v1/Analyses/report', () => {
  it('asks for a fresh second factor, then answers results and foods and logs the read', async () => {
    const me = await patientWithResults();
    const without = await get('/v1/Analyses/report', me.headers);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ error: 'STEP_UP_REQUIRED', message: twoFactorMessages.stepUpRequired });
    const bogus = await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': 'nope' });
    expect(bogus.statusCode).toBe(403);
    // The session token is not a step-up token.
    const session = await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': me.token });
    expect(session.statusCode).toBe(403);

    const logBefore = (await get('/v1/account/results-access', me.headers)).json().length;
    const token = await stepUpByEmail(me);
    const res = await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.results.patient).toEqual({ firstName: 'Rosa', lastName: 'Vidal' });
    expect(body.results.items.length).toBeGreaterThanOrEqual(21);
    expect(body.foods.foods.length).toBeGreaterThan(100);
    // The PDF rates the foods with her declared intolerance, like /foods.
    expect(body.foods.foods.find((f: { food: string }) => f.food === 'Queso colonia')).toMatchObject({
      score: 3,
      reasons: expect.arrayContaining([{ trait: null, property: 'declared:histamineDiagnosed', effect: 'limit' }]),
    });
    const log = (await get('/v1/account/results-access', me.headers)).json();
    expect(log).toHaveLength(logBefore + 1);
    expect(log[0]).toMatchObject({ viewer: 'Vos', role: 'Customer' });

    // The token serves a second download within its 5 minutes, then expires.
    expect((await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': token })).statusCode).toBe(200);
    advanceClock(t.app, 5 * 60_000 + 1000);
    const expired = await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': token });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('STEP_UP_REQUIRED');
  });

  it("refuses another account's or another session's step-up token", async () => {
    const me = await patientWithResults();
    const other = await signInAs(t.app, 'Customer');
    const othersToken = await stepUpByEmail(other);
    expect((await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': othersToken })).statusCode).toBe(403);

    const secondSession = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: me.email, password: me.password },
    });
    const secondHeaders = { authorization: `Bearer ${secondSession.json().jwtToken}` };
    const token = await stepUpByEmail({ email: me.email, headers: secondHeaders });
    expect((await get('/v1/Analyses/report', { ...me.headers, 'x-step-up-token': token })).statusCode).toBe(403);
    expect((await get('/v1/Analyses/report', { ...secondHeaders, 'x-step-up-token': token })).statusCode).toBe(200);
  });

  it("gives a linked nutritionist the patient's report, with the patient id, and nobody else", async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await patientWithResults(nutri.account.id);
    const token = await stepUpByEmail(nutri);
    const h = { ...nutri.headers, 'x-step-up-token': token };
    expect((await get(`/v1/Analyses/report?patientId=${patient.account.id}`, h)).statusCode).toBe(200);
    expect((await get('/v1/Analyses/report', h)).statusCode).toBe(404);

    const stranger = await signInAs(t.app, 'Nutritionist');
    const strangerToken = await stepUpByEmail(stranger);
    const res = await get(`/v1/Analyses/report?patientId=${patient.account.id}`, {
      ...stranger.headers,
      'x-step-up-token': strangerToken,
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets an operator read it after the authenticator code', async () => {
    const patient = await patientWithResults();
    const ops = await signInAs(t.app, 'Operator');
    const stepUp = await post('/v1/account/step-up', { code: nextTotpCode(t.app, ops.totpSecret!) }, ops.headers);
    const res = await get(`/v1/Analyses/report?patientId=${patient.account.id}`, {
      ...ops.headers,
      'x-step-up-token': stepUp.json().stepUpToken,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses companies, anonymous callers and customers asking for someone else', async () => {
    const company = await signInAs(t.app, 'Business');
    expect((await get('/v1/Analyses/report', company.headers)).statusCode).toBe(403);
    expect((await get('/v1/Analyses/report')).statusCode).toBe(401);
    const me = await signInAs(t.app, 'Customer');
    const someone = await createAccount(t.app.database.db, { email: uniqueEmail('x'), role: 'Customer' });
    expect((await get(`/v1/Analyses/report?patientId=${someone.id}`, me.headers)).statusCode).toBe(404);
  });
});
