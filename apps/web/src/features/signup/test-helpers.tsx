import type { Account } from '@nutritest/domain';
import {
  costTiers,
  emptyProfile,
  makeAccount,
  referenceData,
  type Answer as StubAnswer,
  type FetchRequest as StubCall,
} from '../../../test/signed-in-harness';

/** The harness, under the names these tests use for a request and an answer. */
export {
  type Answer as StubAnswer,
  type FetchRequest as StubCall,
  renderAt,
  stubFullApi as stubApi,
} from '../../../test/signed-in-harness';

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
