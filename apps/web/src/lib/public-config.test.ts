import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfig, usePublicConfig } from './public-config';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the public configuration', () => {
  it('asks again once, a second after a failed answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => usePublicConfig());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  // With the web tests' shared modules (vite.config.ts, isolate: false), a retry left pending by one
  // test asked for /v1/config inside the next one, whose fetch stub counted it (issue 42).
  it('forgets a pending retry and an answer on its way when it is reset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failing = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', failing);
    const first = renderHook(() => usePublicConfig());
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    first.unmount();
    resetPublicConfig();

    let answer: (response: Response) => void = () => {};
    const slow = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', slow);
    const second = renderHook(() => usePublicConfig());
    await waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
    resetPublicConfig();
    answer(Response.json({ supportEmail: 'viejo@example.com', whatsappNumber: '1', supportPhone: '2' }));
    await vi.advanceTimersByTimeAsync(2000);
    second.unmount();

    const fresh = vi.fn(async () =>
      Response.json({ supportEmail: 'nuevo@example.com', whatsappNumber: '3', supportPhone: '4' }),
    );
    vi.stubGlobal('fetch', fresh);
    const third = renderHook(() => usePublicConfig());
    await waitFor(() => expect(third.result.current.supportEmail).toBe('nuevo@example.com'));
    // Only the failing file's first request: no retry of it reached a later stub.
    expect(failing).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});
