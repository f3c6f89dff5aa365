import { ThemeProvider } from '@mui/material/styles';
import type { PayoutStatement, PayoutStatementDetail } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { theme } from '../../lib/theme';
import { PayoutStatements } from './index';
import { pdfLines, statusLine } from './pdf/payout-pdf-content';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

// The real module renders with @react-pdf/renderer: slow and pointless in jsdom.
const renderPayoutPdf = vi.hoisted(() =>
  vi.fn(async (_detail: PayoutStatementDetail) => new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
);
vi.mock('./pdf/payout-pdf', () => ({ renderPayoutPdf }));

const paid: PayoutStatement = {
  id: '11111111-1111-4111-8111-111111111111',
  month: '2026-11',
  status: 'paid',
  totalCents: 12050,
  currency: 'USD',
  lines: 3,
  paidAt: '2026-12-05T14:00:00Z',
  reference: 'BROU-778899',
};
const pending: PayoutStatement = {
  id: '22222222-2222-4222-8222-222222222222',
  month: '2026-12',
  status: 'pending',
  totalCents: 4000,
  currency: 'USD',
  lines: 1,
  paidAt: null,
  reference: null,
};
const detail: PayoutStatementDetail = {
  statement: pending,
  nutritionist: { name: 'Lucía Gómez', email: 'lucia@test.uy', payoutMethod: 'BROU caja de ahorro 001234567' },
  lines: [
    { date: '2026-12-01T02:30:00Z', patient: 'María Pérez', amountCents: 4000, status: 'accrued' },
    { date: '2026-12-10T15:00:00Z', patient: 'Juan Díaz', amountCents: 4000, status: 'reversed' },
  ],
};

interface Call {
  url: string;
  headers: Record<string, string>;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

function stubFetch(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      const reply = routes[url] ?? { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
      const isText = typeof reply.body === 'string';
      return new Response(isText ? (reply.body as string) : JSON.stringify(reply.body ?? null), {
        status: reply.status,
        headers: { 'content-type': isText ? 'text/csv; charset=utf-8' : 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

/** The links the page clicks to download, instead of jsdom trying to navigate. */
function captureDownloads() {
  const downloads: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
  return downloads;
}

let blobs: Blob[];
beforeEach(() => {
  localStorage.setItem('token', 'tok');
  blobs = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:nutritest/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  renderPayoutPdf.mockClear();
});

function renderStatements() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <PayoutStatements />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

async function statementItem(month: string) {
  const list = await screen.findByRole('list', { name: 'Tus liquidaciones' });
  return within(list).getByRole('listitem', { name: month });
}

describe('the nutritionist’s payout statements', () => {
  it('lists each month with its total, status and, when paid, the date and reference', async () => {
    const calls = stubFetch({ '/v1/payouts': { status: 200, body: [pending, paid] } });
    renderStatements();
    expect(screen.getByRole('heading', { level: 2, name: 'Liquidaciones mensuales' })).toBeInTheDocument();
    expect(screen.getByText(/Te avisamos por correo cuando la transferimos/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando tus liquidaciones' })).toBeInTheDocument();

    const december = await statementItem('Diciembre de 2026');
    expect(within(december).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(december).getByText(/USD 40/)).toBeInTheDocument();
    expect(within(december).queryByText(/Pagada el/)).not.toBeInTheDocument();

    const november = await statementItem('Noviembre de 2026');
    expect(within(november).getByText('Pagada')).toBeInTheDocument();
    expect(within(november).getByText(/USD 120,50/)).toBeInTheDocument();
    expect(within(november).getByText('Pagada el 05/12/2026 · Referencia: BROU-778899')).toBeInTheDocument();
    expect(within(november).getByRole('button', { name: 'Descargar CSV' })).toBeInTheDocument();
    expect(within(november).getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Tus liquidaciones' })).getAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['Diciembre de 2026', 'Noviembre de 2026']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('says when there are no statements yet', async () => {
    stubFetch({ '/v1/payouts': { status: 200, body: [] } });
    renderStatements();
    expect(
      await screen.findByText(
        'Todavía no tenés liquidaciones. La primera se prepara al terminar el mes en que cobres tu primera comisión.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch({
      '/v1/payouts': { status: 403, body: { error: 'FORBIDDEN', message: 'No tenés permiso para ver esto.' } },
    });
    renderStatements();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tenés permiso para ver esto.');
  });

  it('downloads the CSV with the bearer token, under the name the server gives', async () => {
    const calls = stubFetch({
      '/v1/payouts': { status: 200, body: [paid] },
      [`/v1/payouts/${paid.id}/csv`]: {
        status: 200,
        body: '\uFEFFLiquidación;noviembre de 2026\r\n',
        headers: { 'content-disposition': 'attachment; filename="liquidacion-nutritest-2026-11.csv"' },
      },
    });
    const downloads = captureDownloads();
    renderStatements();
    const user = userEvent.setup();
    await user.click(within(await statementItem('Noviembre de 2026')).getByRole('button', { name: 'Descargar CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual({ href: 'blob:nutritest/1', download: 'liquidacion-nutritest-2026-11.csv' });
    const csvCall = calls.find((c) => c.url.endsWith('/csv'));
    expect(csvCall).toEqual({
      url: `/v1/payouts/${paid.id}/csv`,
      headers: { Accept: 'text/csv', Authorization: 'Bearer tok' },
    });
    expect(await blobs[0]?.text()).toContain('Liquidación;noviembre de 2026');
    // Back to idle once the file is handed over.
    expect(await screen.findByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("shows the server's message when the CSV fails", async () => {
    stubFetch({
      '/v1/payouts': { status: 200, body: [paid] },
      [`/v1/payouts/${paid.id}/csv`]: {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'No encontramos esa liquidación.' },
      },
    });
    const downloads = captureDownloads();
    renderStatements();
    await userEvent.click(
      within(await statementItem('Noviembre de 2026')).getByRole('button', { name: 'Descargar CSV' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esa liquidación.');
    expect(downloads).toHaveLength(0);
  });

  it('prepares the PDF on demand from the statement detail and downloads it', async () => {
    let answerDetail: (reply: Reply) => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/v1/payouts') return Response.json([pending]);
        if (url === `/v1/payouts/${pending.id}`) {
          const reply = await new Promise<Reply>((resolve) => {
            answerDetail = resolve;
          });
          return Response.json(reply.body, { status: reply.status });
        }
        return Response.json({ error: 'NOT_FOUND', message: 'No encontrado' }, { status: 404 });
      }),
    );
    const downloads = captureDownloads();
    renderStatements();
    const user = userEvent.setup();
    const item = await statementItem('Diciembre de 2026');
    await user.click(within(item).getByRole('button', { name: 'Descargar PDF' }));

    // While it is prepared the button says so and cannot be pressed again.
    const busy = await within(item).findByRole('button', { name: 'Preparando PDF…' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(calls).toContain(`/v1/payouts/${pending.id}`));
    answerDetail({ status: 200, body: detail });

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual({ href: 'blob:nutritest/1', download: 'liquidacion-nutritest-2026-12.pdf' });
    expect(renderPayoutPdf).toHaveBeenCalledWith(detail);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await within(item).findByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
  });

  it('says so when the PDF cannot be prepared', async () => {
    stubFetch({
      '/v1/payouts': { status: 200, body: [pending] },
      [`/v1/payouts/${pending.id}`]: { status: 200, body: detail },
    });
    renderPayoutPdf.mockRejectedValueOnce(new Error('font failed'));
    const downloads = captureDownloads();
    renderStatements();
    await userEvent.click(
      within(await statementItem('Diciembre de 2026')).getByRole('button', { name: 'Descargar PDF' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos preparar el PDF. Probá de nuevo en unos minutos.',
    );
    expect(downloads).toHaveLength(0);
  });
});

describe('the statement PDF content', () => {
  it('shows each line as dd/MM/yyyy in Montevideo, USD and a Spanish status', () => {
    expect(pdfLines(detail.lines)).toEqual([
      // 02:30 UTC on the 1st is still November 30th in Montevideo.
      { date: '30/11/2026', patient: 'María Pérez', amount: 'USD 40', status: 'A pagar', reversed: false },
      { date: '10/12/2026', patient: 'Juan Díaz', amount: 'USD 40', status: 'Anulada (reembolso)', reversed: true },
    ]);
    expect(pdfLines([{ date: '2026-12-02T12:00:00Z', patient: 'X', amountCents: 1250, status: 'paid' }])[0]).toEqual({
      date: '02/12/2026',
      patient: 'X',
      amount: 'USD 12,50',
      status: 'Pagada',
      reversed: false,
    });
  });

  it('states the status, with the payment date and reference once paid', () => {
    expect(statusLine(pending)).toBe('Pendiente de pago');
    expect(statusLine(paid)).toBe('Pagada el 05/12/2026 · Referencia: BROU-778899');
  });
});
