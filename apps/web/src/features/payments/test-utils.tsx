import { kitPriceForQuantity } from '@nutritest/domain';
import {
  costTiers,
  emptyProfile,
  makeAccount,
  type Answer as StubAnswer,
  type FetchRequest as StubCall,
  stubFullApi,
} from '../../../test/signed-in-harness';

/** The harness, under the names these tests use for a request and an answer. */
export {
  type Answer as StubAnswer,
  costTiers,
  type FetchRequest as StubCall,
  renderAt,
  stubFullApi as stubApi,
} from '../../../test/signed-in-harness';

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
  const isBusiness = role === 'Business';
  const analysis = { id: 'an-1', referenceId: 'NT-2026-000001', created: '2026-01-01', lastModified: '2026-01-01' };
  return makeAccount(role, {
    profile: {
      firstName: isBusiness ? '' : 'Ana',
      lastName: isBusiness ? '' : 'Pérez',
      ...emptyProfile,
      analysis: hasAnalysis ? { ...analysis, status: 1 } : null,
    },
    nutritionist: null,
    business: isBusiness
      ? {
          name: 'Café Sur',
          rut: '211234560019',
          businessName: 'Café Sur SA',
          address: 'x',
          city: 'Montevideo',
          phone: '1',
          avatar: null,
        }
      : null,
  });
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
  return stubFullApi(async (call) => {
    const answer = await handler(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/account') return { body: who };
    // The sandbox's answers: no security-code frame, and 1 to 6 instalments without interest.
    if (call.method === 'POST' && /^\/v1\/instruments\/[^/]+\/authorize$/.test(call.path)) return { status: 204 };
    if (call.method === 'GET' && /^\/v1\/instruments\/[^/]+\/installments$/.test(call.path)) {
      return { body: [1, 2, 3, 4, 5, 6].map((n) => ({ installments: n, installmentAmountCents: 0, totalCents: 0 })) };
    }
    if (call.path === '/v1/cost') return { body: costTiers };
    // What the server would charge: the tiers and the coupon (as this test's coupon check answers it), in
    // dollars, like the sandbox (a test of a pesos-only account answers its own quote).
    if (call.method === 'GET' && call.path === '/v1/analyses/quote') {
      const quantity = Number(call.query.get('analysisAmount') ?? 1);
      const subtotal = kitPriceForQuantity(costTiers as never, quantity) ?? 0;
      const code = call.query.get('coupon');
      const checked = code
        ? await handler({ ...call, method: 'POST', path: '/v1/coupon/checkCoupon', body: { code, quantity } })
        : undefined;
      const discount =
        checked && checked !== 'network-error' && Array.isArray(checked.body) && checked.body[0]
          ? Math.min(Number(checked.body[1]), subtotal)
          : 0;
      const amounts = {
        currency: 'USD',
        subtotalCents: subtotal,
        discountCents: discount,
        totalCents: subtotal - discount,
      };
      return { body: { list: amounts, charge: amounts, exchangeRate: null } };
    }
    if (call.path === '/v1/config') {
      return { body: { supportEmail: 'soporte@test.uy', whatsappNumber: '598', supportPhone: '1' } };
    }
    return undefined;
  });
}
