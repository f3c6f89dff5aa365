// @vitest-environment node
import { createRequire } from 'node:module';
import type { PayoutStatementDetail } from '@nutritest/domain';
import { describe, expect, it, vi } from 'vitest';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

// The app's setup clears localStorage after each test; node has none.
vi.stubGlobal('localStorage', { clear: () => undefined });

// Vite turns these imports into URLs; here the PDF reads the fonts from disk.
const fontFile = vi.hoisted(
  () => (weight: number) =>
    createRequire(import.meta.url).resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`),
);
vi.mock('@fontsource/nunito/files/nunito-latin-400-normal.woff?url', () => ({ default: fontFile(400) }));
vi.mock('@fontsource/nunito/files/nunito-latin-700-normal.woff?url', () => ({ default: fontFile(700) }));
vi.mock('@fontsource/nunito/files/nunito-latin-800-normal.woff?url', () => ({ default: fontFile(800) }));

const detail: PayoutStatementDetail = {
  statement: {
    id: '11111111-1111-4111-8111-111111111111',
    month: '2026-11',
    status: 'paid',
    totalCents: 205275,
    currency: 'USD',
    lines: 60,
    paidAt: '2026-12-05T14:00:00Z',
    reference: 'BROU-778899',
  },
  nutritionist: { name: 'Lucía Gómez', email: 'lucia@test.uy', payoutMethod: 'BROU caja de ahorro 001234567' },
  lines: Array.from({ length: 60 }, (_, i) => ({
    date: '2026-11-10T15:00:00Z',
    patient: `Paciente Ñandú ${i}`,
    amountCents: 4025,
    status: i % 7 === 0 ? ('reversed' as const) : ('paid' as const),
  })),
};

describe('the statement PDF', () => {
  it('renders an A4 document whose table runs over pages', async () => {
    const { renderPayoutPdf } = await import('./payout-pdf');
    const bytes = Buffer.from(await (await renderPayoutPdf(detail)).arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    // A4 in points, and 60 lines need more than one page.
    expect(bytes).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(bytes.match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
  });
});
