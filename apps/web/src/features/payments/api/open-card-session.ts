import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/instruments {redirectOrigin}: opens a single-use card page session and answers the URL
 * of the page to show in the frame (plain text, relative to the app).
 */
export function openCardSession(redirectOrigin: string) {
  return apiRequest('POST /v1/instruments', { body: { redirectOrigin } });
}

/**
 * POST /v1/instruments/:token/authorize {redirectOrigin}: before a saved card is charged, the URL of
 * the frame where its security code is typed again, or '' (204) when the gateway needs nothing.
 */
export function authorizeInstrument(token: string, redirectOrigin: string) {
  return apiRequest('POST /v1/instruments/:token/authorize', { params: { token }, body: { redirectOrigin } });
}

/** A new card's frame, or (with `instrumentToken`) the saved card's security-code frame. */
export function useOpenCardSession(instrumentToken?: string) {
  return useMutation({
    mutationFn: (origin: string) =>
      instrumentToken ? authorizeInstrument(instrumentToken, origin) : openCardSession(origin),
  });
}
