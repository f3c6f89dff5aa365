import { AppError, type Referer } from '@nutritest/domain';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type ApiAnswer, apiRequest, errorFromResponse } from './api-client';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET /v1/account');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('adds extra headers when given, keeping the bearer token and JSON content type', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST /v1/analyses', {
      body: { installments: 3 },
      headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'Bearer other', 'Content-Type': 'text/plain' },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'key-12345678',
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
  });

  it('sends only its own headers when none are given', async () => {
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET /v1/cost');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it("fills the path's parameters, URI-encoded, and sends the method of the key", async () => {
    const fetchMock = answer(200, '{"referenceId":"NT-1"}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST /v1/purchases/:kind/:id/refund-request', {
      params: { kind: 'meal', id: 'a/b c' },
      body: { reason: 'x' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/purchases/meal/a%2Fb%20c/refund-request');
    expect(init.method).toBe('POST');
  });

  it('sends a raw body as it is with its own content type', async () => {
    const fetchMock = answer(200, '{"rows":1}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST /v1/ops/lab-imports', {
      query: { fileName: 'lote.csv' },
      rawBody: { content: 'NT-1,rs4988235,CT', contentType: 'text/csv' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/ops/lab-imports?fileName=lote.csv');
    expect(init.body).toBe('NT-1,rs4988235,CT');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
  });

  it("passes a link's own query on as it came", async () => {
    const fetchMock = answer(200, '{"message":"ok"}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET /v1/account/password/reset/confirmation', { search: '?data=acc-1.tok%2Dxyz' });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/v1/account/password/reset/confirmation?data=acc-1.tok%2Dxyz');
  });

  it('keeps a plain-text answer as text', async () => {
    vi.stubGlobal('fetch', answer(200, 'Cuenta creada', 'text/plain'));
    const text: string = await apiRequest('PUT /v1/account', { body: {} });
    expect(text).toBe('Cuenta creada');
  });

  it('turns an error body back into an AppError with its Spanish message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, JSON.stringify({ error: 'VALIDATION', message: 'Revisá', fields: { email: 'x' } })),
    );
    const error = await apiRequest('POST /v1/account/password/reset', { body: { email: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', message: 'Revisá', fields: { email: 'x' }, status: 400 });
  });

  it('reports an unreachable server in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('GET /v1/account')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

/**
 * The calls are typed from the endpoint contract (packages/domain/src/contract): these lines only
 * compile while each `@ts-expect-error` below is an error (npm run typecheck checks them).
 */
describe('apiRequest types', () => {
  it('refuses a path, a method, a parameter, a body or a query the contract does not have', () => {
    const typeOnly = (_call: () => unknown) => {};
    // @ts-expect-error: no such route
    typeOnly(() => apiRequest('GET /v1/acount'));
    // @ts-expect-error: the route is a PUT, not a POST
    typeOnly(() => apiRequest('POST /v1/account/password', { body: { oldPassword: 'a', newPassword: 'b' } }));
    // @ts-expect-error: a path with a parameter needs it
    typeOnly(() => apiRequest('GET /v1/payouts/:id'));
    // @ts-expect-error: the parameter is :id
    typeOnly(() => apiRequest('GET /v1/payouts/:id', { params: { payoutId: 'x' } }));
    // @ts-expect-error: the body is required
    typeOnly(() => apiRequest('POST /v1/account/password/reset'));
    // @ts-expect-error: the body's field is `email`
    typeOnly(() => apiRequest('POST /v1/account/password/reset', { body: { mail: 'x' } }));
    // @ts-expect-error: a GET of the account takes no body
    typeOnly(() => apiRequest('GET /v1/account', { body: {} }));
    // @ts-expect-error: the route sheet needs its date
    typeOnly(() => apiRequest('GET /v1/ops/route-sheet', {}));
    typeOnly(() => apiRequest('GET /v1/ops/route-sheet', { query: { date: '2026-01-01' } }));
  });

  it("types the answer as the route's response schema", async () => {
    vi.stubGlobal('fetch', answer(200, '[]'));
    const tiers = await apiRequest('GET /v1/cost');
    expectTypeOf(tiers).toEqualTypeOf<ApiAnswer<'GET /v1/cost'>>();
    expectTypeOf<ApiAnswer<'GET /v1/account/nutritionist'>>().toEqualTypeOf<Referer | null>();
    expectTypeOf<ApiAnswer<'POST /v1/account/logout'>>().toEqualTypeOf<null>();
    expectTypeOf<ApiAnswer<'GET /v1/account/kitsavailable'>>().toEqualTypeOf<number>();
  });
});

describe('errorFromResponse', () => {
  it('rebuilds a well-formed error body', async () => {
    const error = await errorFromResponse(409, 'Conflict', { error: 'CONFLICT', message: 'Ya existe' });
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Ya existe', status: 409, fields: undefined });
  });

  it('falls back on the HTTP status for an unknown code, a missing message or bad fields', async () => {
    expect(await errorFromResponse(400, 'Bad Request', { error: 'NOPE', message: 'x' })).toMatchObject({
      code: 'VALIDATION',
      message: 'Bad Request',
    });
    expect(await errorFromResponse(502, 'Bad Gateway', '<html>proxy</html>')).toMatchObject({ code: 'INTERNAL' });
    expect(
      await errorFromResponse(400, '', { error: 'VALIDATION', message: 'Revisá', fields: { email: 3 } }),
    ).toMatchObject({
      code: 'VALIDATION',
      fields: undefined,
    });
    expect(await errorFromResponse(400, '', { error: 'VALIDATION', message: 'Revisá', fields: ['x'] })).toMatchObject({
      fields: undefined,
    });
    expect(await errorFromResponse(400, '', null)).toMatchObject({ code: 'VALIDATION' });
  });

  it('keeps the per-field texts of the body', async () => {
    const body = { error: 'VALIDATION', message: 'Revisá', fields: { email: 'Ingresá un e-mail' } };
    expect(await errorFromResponse(400, 'Bad Request', body)).toMatchObject({
      code: 'VALIDATION',
      message: 'Revisá',
      fields: { email: 'Ingresá un e-mail' },
    });
  });
});
