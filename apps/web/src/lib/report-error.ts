import type { ApiPath, RequestBody } from '@nutritest/domain/contract';

/**
 * Sends an unexpected failure of the app to the server log (POST /v1/client-errors) under a request
 * id made here, and answers that id: the error page shows it, so support can find the log line.
 * Never throws: reporting must not fail the error page.
 */
export function reportError(error: unknown, componentStack?: string | null): string {
  const id = `web-${Math.random().toString(36).slice(2, 10)}`;
  const err = error instanceof Error ? error : new Error(String(error));
  try {
    const path: ApiPath<'POST /v1/client-errors'> = '/v1/client-errors';
    const report: RequestBody<'POST /v1/client-errors'> = {
      message: `${err.name}: ${err.message}`.slice(0, 500),
      stack: err.stack?.slice(0, 4000),
      componentStack: componentStack?.slice(0, 4000) ?? undefined,
      path: window.location.pathname.slice(0, 300),
    };
    void fetch(path, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      body: JSON.stringify(report),
    }).catch(() => {});
  } catch {
    // No network at all: the page still shows the way out.
  }
  return id;
}
