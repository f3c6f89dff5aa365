import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/redirect (inside the card frame)', () => {
  it('tells its parent redirectSuccess, to this origin only, outside the session rules', async () => {
    localStorage.setItem('token', 'tok');
    const calls = stubApi(() => undefined);
    const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    const router = renderAt('/redirect');
    expect(await screen.findByText('Procesando…')).toBeVisible();
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('redirectSuccess', window.location.origin));
    expect(postMessage).toHaveBeenCalledTimes(1);
    // No account fetch, no routing rule: the frame stays on /redirect.
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/redirect');
  });

  it('tells redirectError when the query has an errorcode', async () => {
    stubApi(() => undefined);
    const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    const router = renderAt('/redirect?errorcode=cc_rejected');
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('redirectError', window.location.origin));
    expect(router.state.location.pathname).toBe('/redirect');
  });
});
