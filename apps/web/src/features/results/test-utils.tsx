import { type ResultsResponse, scoreGenotypes } from '@nutritest/domain';
import { makeAccount, openSignedIn, stubApi as stubFetch } from '../../../test/signed-in-harness';

/** Ana with her results ready (analysis status 8). */
export function account(role: 'Customer' | 'Nutritionist') {
  const analysis = {
    id: 'x',
    referenceId: 'NT-1',
    created: '2026-01-01T00:00:00Z',
    lastModified: '2026-01-01T00:00:00Z',
  };
  return makeAccount(role, { id: 'a1', profile: { analysis: { ...analysis, status: 8 } } });
}

/**
 * A laboratory file like the demo customer's (forward strand), with the B6 marker failed so that one
 * trait reads 'SIN INFORMACIÓN'. Scored by the real engine: every trait, long and short form.
 */
export const sampleGenotypes: Record<string, string> = {
  rs5082: 'AG',
  rs9939609: 'TA',
  rs7903146: 'CC',
  rs429358: 'TT',
  rs7412: 'CC',
  rs174537: 'GT',
  rs366631: 'DI',
  rs71748309: 'DD',
  rs4880: 'AG',
  rs1050450: 'GA',
  rs1801133: 'GA',
  rs4988235: 'GG',
  rs2187668: 'CC',
  rs7454108: 'TT',
  rs762551: 'AC',
  rs1799752: 'DI',
  rs1229984: 'CC',
  rs10156191: 'CT',
  rs1049742: 'CC',
  rs1049793: 'CC',
  rs2052129: 'GG',
  rs11558538: 'CC',
  rs12934922: 'AT',
  rs7501331: 'CT',
  rs601338: 'AG',
  rs4654748: '--',
  rs2282679: 'TG',
  rs8192678: 'CC',
  rs1815739: 'TC',
  rs855791: 'GA',
  rs1801131: 'TG',
  rs33972313: 'CC',
};

const scored = scoreGenotypes(Object.entries(sampleGenotypes).map(([rsid, genotype]) => ({ rsid, genotype })));

export const sampleResults: ResultsResponse = {
  patient: { firstName: 'María', lastName: 'Pérez' },
  analysisId: 'an1',
  referenceId: 'NT-DEMO-0001',
  status: 8,
  items: scored.items,
  missing: scored.missing,
};

type Reply = { status: number; body: unknown };

const accessLog = [{ at: '2026-03-05T15:07:00.000Z', role: 'Nutritionist', viewer: 'Lucía Gómez' }];

/**
 * Stubs fetch: the account, results (own and patient), the access log; `overrides` by path (a promise
 * holds the answer until it settles). Returns the paths asked.
 */
export function stubApi(role: 'Customer' | 'Nutritionist', overrides: Record<string, Reply | Promise<Reply>> = {}) {
  const calls: string[] = [];
  stubFetch(({ path }) => {
    calls.push(path);
    if (overrides[path]) return overrides[path];
    if (path === '/v1/account') return { body: account(role) };
    if (path === '/v1/Analyses/results' || path.startsWith('/v1/Analyses/patients/result/')) {
      return { body: sampleResults };
    }
    if (path === '/v1/account/results-access') return { body: accessLog };
    return undefined;
  });
  return calls;
}

/** Signs in (after `stubApi`) at /dashboard, the routing rule's start, then goes to `path`. */
export function renderAt(path: string, state?: unknown) {
  return openSignedIn(account('Customer'), path, { state, timeout: 10_000 });
}
