import type { Purchase, PurchasesResponse } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  kitPurchase as kit,
  placesPurchase as places,
  refundableKit as refundable,
  requestedRefund as requested,
} from '../../../test/purchases';
import {
  type Answer,
  type FetchRequest,
  makeAccount,
  preloadRoutes,
  renderSignedIn,
} from '../../../test/signed-in-harness';

type Route = (request: FetchRequest) => Answer;

/** The profile's Mis compras tab (/profile?tab=compras) of `role`, with GET /v1/purchases answered by `answer`. */
async function openPurchases(role: 'Customer' | 'Business', answer: Route) {
  return renderSignedIn(
    makeAccount(role),
    '/profile?tab=compras',
    // The harness hands every request its path, query and headers (FetchRequest).
    (request) => (request.url.startsWith('/v1/purchases') ? answer(request as FetchRequest) : undefined),
    'Mi perfil',
  );
}

const list = (purchases: Purchase[]): Answer => ({ status: 200, body: { purchases } satisfies PurchasesResponse });

/** The purchase's card, found by its title. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return heading.closest('article') as HTMLElement;
}

let downloads: Array<{ href: string; download: string }>;
let blobs: Blob[];

beforeAll(() => preloadRoutes('/profile', '/dashboard'), 30_000);

beforeEach(() => {
  blobs = [];
  downloads = [];
  // jsdom has no object URLs, and a clicked download link would try to navigate.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:nutritest/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Mis compras', () => {
  it("lists a customer's kit with its amounts, payment, e-Ticket and history", async () => {
    await openPurchases('Customer', () => list([kit]));
    expect(screen.getByRole('tab', { name: 'Mis compras', selected: true })).toBeInTheDocument();
    const item = await card('Kit NutriTest · F-2026-000012');
    const inCard = within(item);
    expect(inCard.getByText('Comprado el 20/11/2026')).toBeVisible();
    expect(inCard.getByText('Pagado')).toBeVisible();
    expect(inCard.getByText('2 × Kit NutriTest')).toBeVisible();
    expect(inCard.getByText('USD 478')).toBeVisible();
    expect(inCard.getByText('Descuento')).toBeVisible();
    expect(inCard.getByText('− USD 20')).toBeVisible();
    expect(inCard.getByText('USD 458')).toBeVisible();
    expect(inCard.getByText('IVA incluido: USD 82,59')).toBeVisible();
    expect(inCard.queryByText('Reembolsado')).not.toBeInTheDocument();
    expect(inCard.getByText('Pago: Visa •••• 3704 · 3 cuotas')).toBeVisible();
    expect(inCard.getByText('e-Ticket A-0000012 · Emitido')).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Descargar PDF de e-Ticket A-0000012' })).toHaveTextContent(
      'Descargar PDF',
    );
    expect(inCard.getByRole('button', { name: 'Descargar PDF 80 mm de e-Ticket A-0000012' })).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Descargar XML de e-Ticket A-0000012' })).toBeVisible();

    const history = inCard.getByRole('button', { name: 'Historial de F-2026-000012' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(inCard.queryByText(/Pendiente de pago ·/)).not.toBeInTheDocument();
    await userEvent.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    expect(inCard.getByText('Pendiente de pago · 20/11/2026 12:30')).toBeVisible();
    expect(inCard.getByText('Pagado · 20/11/2026 12:31')).toBeVisible();
  });

  it("lists a company's places with its e-Factura, the refund and a credit note still being issued", async () => {
    await openPurchases('Business', () => list([places]));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mis datos', 'Cupos', 'Mis compras']);
    const inCard = within(await card('Cupos de kit · F-2026-000020'));
    expect(inCard.getByText('Reembolsado en parte')).toBeVisible();
    expect(inCard.getByText('10 × Cupos de kit')).toBeVisible();
    expect(inCard.getByText('Reembolsado')).toBeVisible();
    expect(inCard.getByText('USD 219')).toBeVisible();
    expect(inCard.getByText('Pago: Mercado Pago')).toBeVisible();
    expect(inCard.getByText('e-Factura A-0000005 · Emitido')).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Descargar PDF de e-Factura A-0000005' })).toBeVisible();
    // The credit note has no number and no files yet.
    expect(inCard.getByText('Nota de crédito de e-Factura · En emisión')).toBeVisible();
    expect(inCard.getAllByRole('button', { name: /^Descargar/ })).toHaveLength(3);
  });

  it('downloads the A4 PDF, the 80 mm PDF and the XML with the bearer token', async () => {
    const { requests } = await openPurchases('Customer', (request) => {
      if (request.path === '/v1/purchases') return list([kit]);
      if (request.path.endsWith('/xml')) return { status: 200, text: '<CFE/>' };
      return { status: 200, text: '%PDF-1.4' };
    });
    const inCard = within(await card('Kit NutriTest · F-2026-000012'));
    const user = userEvent.setup();

    await user.click(inCard.getByRole('button', { name: 'Descargar PDF de e-Ticket A-0000012' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await user.click(inCard.getByRole('button', { name: 'Descargar PDF 80 mm de e-Ticket A-0000012' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    await user.click(inCard.getByRole('button', { name: 'Descargar XML de e-Ticket A-0000012' }));
    await waitFor(() => expect(downloads).toHaveLength(3));

    const files = requests.filter((r) => r.url.startsWith('/v1/purchases/invoices/'));
    expect(files.map((r) => r.url)).toEqual([
      '/v1/purchases/invoices/inv-1/pdf?format=a4',
      '/v1/purchases/invoices/inv-1/pdf?format=80mm',
      '/v1/purchases/invoices/inv-1/xml',
    ]);
    expect(files.map((r) => r.headers?.Authorization)).toEqual(['Bearer tok', 'Bearer tok', 'Bearer tok']);
    expect(files.map((r) => r.headers?.Accept)).toEqual(['application/pdf', 'application/pdf', 'application/xml']);
    expect(downloads.map((d) => d.download)).toEqual([
      'comprobante-A-0000012.pdf',
      'comprobante-A-0000012-80mm.pdf',
      'comprobante-A-0000012.xml',
    ]);
    expect(await blobs[0]?.text()).toBe('%PDF-1.4');
  });

  it("shows the server's message when a download fails", async () => {
    await openPurchases('Customer', (request) =>
      request.path === '/v1/purchases'
        ? list([kit])
        : { status: 404, body: { error: 'NOT_FOUND', message: 'No encontramos ese comprobante.' } },
    );
    const inCard = within(await card('Kit NutriTest · F-2026-000012'));
    await userEvent.click(inCard.getByRole('button', { name: 'Descargar XML de e-Ticket A-0000012' }));
    expect(await inCard.findByText('No encontramos ese comprobante.')).toBeVisible();
    expect(downloads).toEqual([]);
  });

  it('says when there are no purchases yet', async () => {
    await openPurchases('Customer', () => list([]));
    expect(await screen.findByText('Todavía no tenés compras.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Tus compras' })).not.toBeInTheDocument();
  });

  it('shows an error with Reintentar when the list cannot be loaded, and loads it again', async () => {
    let fail = true;
    await openPurchases('Customer', () =>
      fail ? { status: 403, body: { error: 'FORBIDDEN', message: 'No tenés permiso.' } } : list([kit]),
    );
    expect(await screen.findByText('No pudimos cargar tus compras. Probá de nuevo en unos minutos.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const purchases = await screen.findByRole('list', { name: 'Tus compras' });
    expect(within(purchases).getByRole('heading', { name: 'Kit NutriTest · F-2026-000012' })).toBeVisible();
  });
});

describe('Mis compras: refunds', () => {
  it('shows what comes back before confirming, sends the reason once, reloads the list and says so', async () => {
    let after = false;
    const { requests } = await openPurchases('Customer', (request) => {
      if (request.method === 'POST') {
        after = true;
        return { status: 201, body: { request: requested } };
      }
      return list([after ? { ...refundable, refundQuote: null, refundRequest: requested } : refundable]);
    });
    const inCard = within(await card('Kit NutriTest · F-2026-000030'));
    const user = userEvent.setup();
    await user.click(inCard.getByRole('button', { name: 'Solicitar devolución' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar devolución' }));
    expect(dialog.getByText('Te devolvemos USD 199')).toBeVisible();
    expect(dialog.getByText('Se descuenta la penalidad de USD 50 prevista en los términos.')).toBeVisible();
    expect(dialog.getByText('Podés pedirla hasta el 05/12/2026')).toBeVisible();
    const terms = dialog.getByRole('link', { name: /Ver los términos y condiciones/ });
    expect(terms).toHaveAttribute('href', '/terminos-condiciones-uso-uy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleName('Ver los términos y condiciones (se abre en una pestaña nueva)');
    const reason = dialog.getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(dialog.getByText('0/500')).toBeVisible();
    await user.type(reason, ' Me mudo al exterior ');
    expect(dialog.getByText('21/500')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Confirmar devolución' }));
    expect(
      await screen.findByText('Recibimos tu pedido de devolución. Te avisamos por correo cuando lo revisemos.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/v1/purchases/kit/ord-3/refund-request',
        body: { reason: 'Me mudo al exterior' },
      },
    ]);
    expect(requests.filter((r) => r.url === '/v1/purchases')).toHaveLength(2);
    const updated = within(await card('Kit NutriTest · F-2026-000030'));
    expect(updated.getByText('Devolución solicitada')).toBeVisible();
    expect(updated.getByText('Monto a devolver: USD 199')).toBeVisible();
    expect(updated.queryByRole('button', { name: 'Solicitar devolución' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and what was written when the server refuses, with its message by the button', async () => {
    const { requests } = await openPurchases('Customer', (request) =>
      request.method === 'POST'
        ? {
            status: 409,
            body: { error: 'CONFLICT', message: 'El laboratorio ya empezó a procesar tu kit: no se puede devolver.' },
          }
        : list([refundable]),
    );
    const user = userEvent.setup();
    await user.click(
      within(await card('Kit NutriTest · F-2026-000030')).getByRole('button', { name: 'Solicitar devolución' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar devolución' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motivo (opcional)' }), 'No lo necesito');
    await user.click(dialog.getByRole('button', { name: 'Confirmar devolución' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'El laboratorio ya empezó a procesar tu kit: no se puede devolver.',
    );
    expect(screen.getByRole('dialog', { name: 'Solicitar devolución' })).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Motivo (opcional)' })).toHaveValue('No lo necesito');
    expect(dialog.getByRole('button', { name: 'Confirmar devolución' })).toBeEnabled();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/Recibimos tu pedido de devolución/)).not.toBeInTheDocument();

    // Without a reason nothing but an empty body goes; Cancelar closes without sending.
    await user.clear(dialog.getByRole('textbox', { name: 'Motivo (opcional)' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar devolución' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'POST')[1]?.body).toEqual({});
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused request with the reason, and why a refund is not possible', async () => {
    const refused: Purchase = {
      ...refundable,
      refundQuote: null,
      refundRequest: {
        ...requested,
        status: 'refused',
        decidedAt: '2026-11-27T14:00:00Z',
        decisionReason: 'El laboratorio ya había recibido la muestra.',
      },
    };
    const closed: Purchase = {
      ...kit,
      id: 'ord-4',
      reference: 'F-2026-000040',
      refundQuote: {
        allowed: false,
        amountCents: 0,
        penaltyCents: 0,
        currency: 'USD',
        reason: 'Pasaron más de 15 días desde que recibiste el kit.',
        deadline: null,
      },
    };
    await openPurchases('Customer', () => list([refused, closed, kit]));

    const first = within(await card('Kit NutriTest · F-2026-000030'));
    expect(first.getByText('Devolución rechazada')).toBeVisible();
    expect(first.getByText('Monto a devolver: USD 199')).toBeVisible();
    expect(first.getByText('Penalidad: USD 50')).toBeVisible();
    expect(first.getByText('Pedida el 25/11/2026 · Revisada el 27/11/2026')).toBeVisible();
    expect(first.getByText('Motivo: El laboratorio ya había recibido la muestra.')).toBeVisible();
    expect(first.queryByRole('button', { name: 'Solicitar devolución' })).not.toBeInTheDocument();

    const second = within(await card('Kit NutriTest · F-2026-000040'));
    expect(second.getByText('Pasaron más de 15 días desde que recibiste el kit.')).toBeVisible();
    expect(second.queryByRole('button', { name: 'Solicitar devolución' })).not.toBeInTheDocument();

    // No quote (a sale already closed or not paid): nothing about refunds.
    const third = within(await card('Kit NutriTest · F-2026-000012'));
    expect(third.queryByText(/Devolución/)).not.toBeInTheDocument();
    expect(third.queryByRole('button', { name: 'Solicitar devolución' })).not.toBeInTheDocument();
  });
});
