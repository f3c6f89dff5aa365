import type { Account, Distribution, DistributionInfo } from '@nutritest/domain';
import { type Handler, renderSignedIn as renderWith } from '../../../test/signed-in-harness';

export * from '../../../test/signed-in-harness';
/** María, the account these tests sign in with (an operator for the console). */
export { makeMariaAccount as makeAccount } from '../../../test/signed-in-harness';

export const montevideoAddress = {
  street: 'Av. Brasil',
  doorNumber: 2500,
  apartmentNumber: '301',
  corner: 'Ellauri',
  state: 0,
  city: '',
};

export function makeDistribution(overrides: Partial<Distribution> = {}): Distribution {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 0,
    address: montevideoAddress,
    created: '2026-08-01T12:00:00Z',
    status: 1,
    kitDistributions: [
      { id: 'leg-1', type: 1, date: '2026-08-05', schedule: 0, status: 'scheduled', agreedDate: null },
    ],
    ...overrides,
  };
}

const labels: Record<number, string> = {
  1: 'Kit pagado',
  7: 'Kit entregado',
  4: 'Retiro de muestra agendado',
  5: 'Muestra retirada',
  2: 'Test en laboratorio',
  8: 'Resultados enviados',
};

/** A DistributionInfo whose timeline has reached the given stages (status → instant). */
export function makeInfo(
  overrides: Partial<DistributionInfo> = {},
  reached: Record<number, string> = { 1: '2026-08-01T12:00:00Z' },
): DistributionInfo {
  return {
    analysisId: 'an-1',
    status: 1,
    distributions: [],
    pickupDistribution: null,
    returnDistribution: null,
    timeline: [1, 7, 4, 5, 2, 8].map((status) => ({
      status,
      label: labels[status]!,
      at: reached[status] ?? null,
    })),
    resultsDueDate: null,
    replacement: null,
    ...overrides,
  };
}

export const departmentsReference = {
  departments: [
    { id: 0, name: 'Montevideo' },
    { id: 14, name: 'Salto' },
  ],
  pathologies: [],
  familyHistories: [],
};

/**
 * Signs `account` in and opens `path`. The customer's dashboard is the kit flow itself: /collections
 * shows the same, so stay there rather than mount a second copy.
 */
export function renderSignedIn(account: Account, path: string, handler: Handler = () => undefined) {
  const target = path === '/collections' && account.role === 'Customer' ? '/dashboard' : path;
  return renderWith(account, target, handler, { reference: departmentsReference });
}
