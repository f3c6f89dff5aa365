import { ThemeProvider } from '@mui/material/styles';
import { type ResultsResponse, scoreGenotypes } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../../app/router';
import { theme } from '../../app/theme';
import { createQueryClient } from '../../lib/query-client';

export function account(role: 'Customer' | 'Nutritionist') {
  return {
    id: 'a1',
    email: 'ana@test.uy',
    role,
    emailConfirmed: true,
    profile: {
      firstName: 'Ana',
      lastName: 'Suárez',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      ethnicity: null,
      mobile: null,
      analysis: {
        id: 'x',
        referenceId: 'NT-1',
        created: '2026-01-01T00:00:00Z',
        lastModified: '2026-01-01T00:00:00Z',
        status: 8,
      },
      pathologies: [],
      familyHistories: [],
    },
    nutritionist: null,
    business: null,
    referer: null,
  };
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

/** Stubs fetch: the account, results (own and patient), the access log; `overrides` by path. */
export function stubApi(role: 'Customer' | 'Nutritionist', overrides: Record<string, Reply> = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push(path);
      const reply: Reply =
        overrides[path] ??
        (path === '/v1/account'
          ? { status: 200, body: account(role) }
          : path === '/v1/Analyses/results' || path.startsWith('/v1/Analyses/patients/result/')
            ? { status: 200, body: sampleResults }
            : path === '/v1/account/results-access'
              ? { status: 200, body: [{ at: '2026-03-05T15:07:00.000Z', role: 'Nutritionist', viewer: 'Lucía Gómez' }] }
              : { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Signs in with a stored token at /dashboard (the routing rule's start), then goes to `path`. */
export async function renderAt(path: string, state?: unknown) {
  localStorage.setItem('token', 'tok');
  const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: /Ana/ }, { timeout: 10_000 });
  await router.navigate(path, { state });
  return router;
}
