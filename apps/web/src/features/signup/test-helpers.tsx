import type { Account } from '@nutritest/domain';
import {
  type Answer,
  costTiers,
  emptyProfile,
  type FetchRequest,
  stubApi as harnessStubApi,
  makeAccount,
  referenceData,
} from '../../../test/signed-in-harness';

export { renderAt } from '../../../test/signed-in-harness';
/** The signup tests' names for the harness's request and answer. */
export type StubCall = FetchRequest;
export type StubAnswer = Answer;

/** The harness's `stubApi`, its log typed as these tests read it (every request fully described). */
export const stubApi = (handler: (call: StubCall) => StubAnswer | Promise<StubAnswer>) =>
  harnessStubApi(handler) as StubCall[];

/** Ana just signed up as `role`: e-mail not confirmed yet, nothing filled in. */
export function account(role: 'Customer' | 'Nutritionist' | 'Business', extra: Partial<Account> = {}) {
  return makeAccount(role, {
    emailConfirmed: false,
    profile: { lastName: 'Pérez', ...emptyProfile },
    nutritionist: null,
    business: null,
    ...extra,
  });
}

/** The answers every signup page needs: price tiers and reference lists. */
export function baseAnswers(call: StubCall): StubAnswer {
  if (call.path === '/v1/cost') return { body: costTiers };
  if (call.path === '/v1/reference') return { body: referenceData };
  if (call.path === '/v1/config') {
    return { body: { supportEmail: 's@test.uy', whatsappNumber: '598', supportPhone: '1' } };
  }
  return undefined;
}
