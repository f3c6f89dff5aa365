import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

describe('the top-level error page', () => {
  it('says it in Spanish, offers Reintentar and Ir al inicio, and reports the error under the code it shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    const code = (await screen.findByText(/^Código del error: /)).textContent!.replace('Código del error: ', '');
    // Only the report is counted: the files of a worker share it (isolate: false), and a request an
    // earlier file left running (its public configuration, a query's refetch) may reach this stub too.
    const reports = () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url === '/v1/client-errors');
    await waitFor(() => expect(reports()).toHaveLength(1));
    const [, init] = reports()[0]!;
    expect((init.headers as Record<string, string>)['x-request-id']).toBe(code);
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'Error: boom', path: '/' });
  });
});
