import type { EmailChangeConfirmed } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/account/email-change/confirm with the link's `<id>.<token>`. The link is single use: one
 * request per link for the page's lifetime (React's strict mode mounts twice; the second mount reuses
 * the first request instead of finding the link used).
 */
const inFlight = new Map<string, Promise<EmailChangeConfirmed>>();

export function confirmEmailChange(data: string): Promise<EmailChangeConfirmed> {
  let request = inFlight.get(data);
  if (!request) {
    request = apiRequest('POST /v1/account/email-change/confirm', { body: { data } });
    inFlight.set(data, request);
  }
  return request;
}
