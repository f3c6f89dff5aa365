import { AppError, accountSchema } from '@nutritest/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

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
    await apiRequest('GET', '/v1/account');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('keeps a plain-text answer as text', async () => {
    vi.stubGlobal('fetch', answer(200, 'Cuenta creada', 'text/plain'));
    expect(await apiRequest('PUT', '/v1/account', { body: {} })).toBe('Cuenta creada');
  });

  it('turns an error body back into an AppError with its Spanish message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, JSON.stringify({ error: 'VALIDATION', message: 'Revisá', fields: { email: 'x' } })),
    );
    const error = await apiRequest('POST', '/v1/x').catch((e: unknown) => e);
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
    await expect(apiRequest('GET', '/v1/account')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('checks the answer against the schema when given', async () => {
    vi.stubGlobal('fetch', answer(200, '{"id":1}'));
    await expect(apiRequest('GET', '/v1/account', { schema: accountSchema })).rejects.toThrow();
  });
});
