import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/instruments {redirectOrigin}: opens a single-use card page session and answers the URL
 * of the page to show in the frame (plain text, relative to the app for the sandbox gateway).
 */
export function openCardSession(redirectOrigin: string) {
  return apiRequest('POST', '/v1/instruments', { body: { redirectOrigin }, schema: z.string().min(1) });
}

export function useOpenCardSession() {
  return useMutation({ mutationFn: openCardSession });
}
