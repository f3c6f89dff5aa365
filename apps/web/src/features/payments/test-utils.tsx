import { type Answer, costTiers, type FetchRequest, stubApi as harnessStubApi } from '../../../test/signed-in-harness';

export { costTiers, renderAt } from '../../../test/signed-in-harness';
/** The payment tests' names for the harness's request and answer. */
export type StubCall = FetchRequest;
export type StubAnswer = Answer;

/** The harness's `stubApi`, its log typed as these tests read it (every request fully described). */
export const stubApi = (handler: (call: StubCall) => StubAnswer | Promise<StubAnswer>) =>
  harnessStubApi(handler) as StubCall[];

export const visaCard = {
  instrumentToken: 'tok_visa',
  name: '•••• 3704',
  brand: 'visa',
  issuerImageUrl: '/sandbox/brands/visa.svg',
  holderName: 'Ana Pérez',
  expiry: '12/39',
};

export const masterCard = {
  instrumentToken: 'tok_master',
  name: '•••• 4444',
  brand: 'mastercard',
  issuerImageUrl: '/sandbox/brands/mastercard.svg',
  holderName: 'Ana M. Pérez',
  expiry: '10/38',
};

export function account(role: 'Customer' | 'Nutritionist' | 'Business', { hasAnalysis = false } = {}) {
  return {
    id: 'acc-1',
    email: 'ana@test.uy',
    role,
    emailConfirmed: true,
    profile: {
      firstName: role === 'Business' ? '' : 'Ana',
      lastName: role === 'Business' ? '' : 'Pérez',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      ethnicity: null,
      mobile: null,
      analysis: hasAnalysis
        ? { id: 'an-1', referenceId: 'NT-2026-000001', created: '2026-01-01', lastModified: '2026-01-01', status: 1 }
        : null,
      pathologies: [],
      familyHistories: [],
    },
    nutritionist: null,
    business:
      role === 'Business'
        ? { name: 'Café Sur', rut: '1', businessName: 'Café Sur SA', address: 'x', phone: '1', avatar: null }
        : null,
    referer: null,
  };
}

/** A paid analysis as POST /v1/analyses answers it. */
export function purchased({
  amount = 22_410,
  installments = 3,
  quantity = 1,
  card = 'Visa •••• 3704' as string | null,
} = {}) {
  return {
    id: 'an-1',
    referenceId: 'NT-2026-000001',
    status: 1,
    order: {
      invoiceId: 'F-2026-000042',
      analyses: quantity,
      quantity,
      transaction: {
        amount,
        currency: 'USD',
        installments,
        discount: 0,
        coupon: null,
        card,
        reference: card ? 'SBX-1' : null,
        status: amount === 0 ? 'free' : 'approved',
      },
    },
  };
}

/** Signed in as `who`, with the answers every payment page needs. */
export function signedInAs(
  who: ReturnType<typeof account>,
  handler: (call: StubCall) => StubAnswer | Promise<StubAnswer> = () => undefined,
) {
  localStorage.setItem('token', 'tok');
  return stubApi(async (call) => {
    const answer = await handler(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/account') return { body: who };
    if (call.path === '/v1/cost') return { body: costTiers };
    if (call.path === '/v1/config') {
      return { body: { supportEmail: 'soporte@test.uy', whatsappNumber: '598', supportPhone: '1' } };
    }
    return undefined;
  });
}
