import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { takeEarlyGet } from './early-get';

type EarlyWindow = {
  __nutritestEarly?: Record<string, { token: string | null; at: number; response: Promise<Response | null> }>;
};
const early = (token: string | null, body: unknown, at = performance.now()) => ({
  token,
  at,
  response: Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
});

afterEach(() => {
  delete (window as EarlyWindow).__nutritestEarly;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the GETs /boot.js starts with the HTML (issue 23)', () => {
  it('answers the first GET of the same address and session once, then the network answers', async () => {
    (window as EarlyWindow).__nutritestEarly = { '/v1/meal/MealsByWeek': early(null, [{ week: 'early' }]) };
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify([{ week: 'network' }])));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await apiRequest('GET /v1/meal/MealsByWeek')).toEqual([{ week: 'early' }]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await apiRequest('GET /v1/meal/MealsByWeek')).toEqual([{ week: 'network' }]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('is not used for another session, after a while, or for a request with a body', async () => {
    const started = { '/a': early('other-token', 1), '/b': early(null, 2, performance.now() - 60_000) };
    (window as EarlyWindow).__nutritestEarly = started;
    expect(takeEarlyGet('/a', 'my-token')).toBeUndefined();
    expect(takeEarlyGet('/b', null)).toBeUndefined();
    expect(takeEarlyGet('/missing', null)).toBeUndefined();
    (window as EarlyWindow).__nutritestEarly = { '/v1/Account/resendemailregister': early(null, 3) };
    const fetchSpy = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest('POST /v1/Account/resendemailregister', { body: { email: 'ana@test.uy' } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the network when the early request failed', async () => {
    (window as EarlyWindow).__nutritestEarly = {
      '/v1/config': { token: null, at: performance.now(), response: Promise.resolve(null) },
    };
    const fetchSpy = vi.fn(async () => new Response('{"supportEmail":"a@b.uy"}'));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await apiRequest('GET /v1/config')).toEqual({ supportEmail: 'a@b.uy' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
