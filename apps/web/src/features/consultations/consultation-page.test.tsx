import { consultationTexts, shareTexts } from '@nutritest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Handler,
  makeAccount,
  preloadRoutes,
  renderAt,
  renderSignedIn,
  type StubbedRequest,
  stubApi,
} from '../../../test/signed-in-harness';
import { REDIRECT_DELAY_MS } from '../../components/checkout/checkout-redirect';
import { leaveTo } from '../../components/checkout/leave-page';
import { CONSULTATION_CHECKOUT_KEY } from './lib/checkout-storage';
import { consultationPayPath } from './lib/paths';
import {
  ACCESS_KEY,
  consultationsApi,
  isSlotsRequest,
  NUTRI_A,
  ORDER_ID,
  orderStatus,
  sandboxHire,
  setUpConsultationTests,
  slotsParams,
  storeConsultation,
} from './test-utils';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

vi.mock('../../components/checkout/leave-page', async (original) => ({
  ...(await original<typeof import('../../components/checkout/leave-page')>()),
  leaveTo: vi.fn(),
}));

setUpConsultationTests(() =>
  Promise.all([preloadRoutes('/dashboard'), import('./consultation-page'), import('./consultation-checkout-page')]),
);

const HEADING = 'Consulta nutricional';
const TUESDAY_0900 = '2026-12-01T12:00:00.000Z';
const TUESDAY_0930 = '2026-12-01T12:30:00.000Z';

async function openGuest(path = '/consulta-nutricional', handler: Handler = consultationsApi()) {
  const requests = stubApi(handler);
  const router = renderAt(path);
  await screen.findByRole('heading', { level: 1, name: HEADING });
  return { router, requests };
}

const slotsRequests = (requests: StubbedRequest[]) => requests.filter(isSlotsRequest);
const day = (label: string) => screen.getByRole('group', { name: label });
const contratar = () => screen.getByRole('button', { name: 'Contratar' });
const hireRequests = (requests: StubbedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/v1/payment/create_preference_hire_nutritionist');

async function chooseTuesday(user: ReturnType<typeof userEvent.setup>, time = '09:00') {
  const tuesday = await screen.findByRole('group', { name: 'Martes 01/12' });
  await user.click(within(tuesday).getByRole('button', { name: time }));
}

afterEach(() => vi.useRealTimers());

describe('/consulta-nutricional', () => {
  it('starts on Consulta Inicial and switches offers, asking for the slots of each', async () => {
    const user = userEvent.setup();
    const { requests } = await openGuest();
    const initial = screen.getByRole('button', { name: 'Consulta Inicial' });
    expect(initial).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Consulta Inicial' })).toBeInTheDocument();
    expect(screen.getByText('Consulta virtual de 30 minutos')).toBeInTheDocument();
    expect(screen.getByText('$U 2.000')).toBeInTheDocument();
    expect(screen.queryByText(/cuotas de/)).not.toBeInTheDocument();
    await screen.findByRole('group', { name: 'Martes 01/12' });
    expect(screen.getByText('Turnos de 30 minutos, en hora de Montevideo.')).toBeInTheDocument();
    const first = slotsParams(slotsRequests(requests)[0]!);
    expect(first.get('tipoConsulta')).toBe('consultaPuntual');
    expect(first.get('mes')).toBe('2026-11');

    await user.click(screen.getByRole('button', { name: 'Consulta + Plan + 2 Controles' }));
    expect(screen.getByRole('button', { name: 'Consulta + Plan + 2 Controles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(initial).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Consulta + Plan + 2 Controles' })).toBeInTheDocument();
    expect(screen.getByText('$U 7.590')).toBeInTheDocument();
    expect(screen.getByText(/Podés pagarla en hasta 6 cuotas de \$U 1\.265\./)).toBeInTheDocument();
    expect(await screen.findByText('Turnos de 45 minutos, en hora de Montevideo.')).toBeInTheDocument();
    expect(slotsParams(slotsRequests(requests).at(-1)!).get('tipoConsulta')).toBe('consultaPlus4');

    expect(screen.queryByText(consultationTexts.priorPlanForGuests)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 Controles de seguimiento' }));
    expect(screen.getByText('$U 2.860')).toBeInTheDocument();
    expect(screen.getByText(consultationTexts.priorPlanForGuests)).toBeInTheDocument();
  });

  it('groups the slots by day in Montevideo time and lets the person choose one', async () => {
    const user = userEvent.setup();
    await openGuest();
    await screen.findByRole('group', { name: 'Martes 01/12' });
    // 09:00 is free with two nutritionists: one choice.
    expect(
      within(day('Martes 01/12'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00', '09:30']);
    expect(
      within(day('Jueves 03/12'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['14:00']);
    expect(contratar()).toBeDisabled();
    expect(screen.getByText('Todavía no elegiste un turno.')).toBeInTheDocument();

    await chooseTuesday(user, '09:30');
    expect(within(day('Martes 01/12')).getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(day('Martes 01/12')).getByRole('button', { name: '09:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Turno elegido: Martes 01/12 · 09:30')).toBeInTheDocument();
    expect(contratar()).toBeEnabled();

    // Another offer has its own calendar: the choice starts over.
    await user.click(screen.getByRole('button', { name: 'Consulta + Plan + 6 Controles' }));
    expect(contratar()).toBeDisabled();
  });

  it("says 'En este momento no podemos cargar el calendario de turnos.' when there are no slots", async () => {
    await openGuest('/consulta-nutricional', consultationsApi(undefined, true));
    expect(await screen.findByText(consultationTexts.noSlots)).toBeInTheDocument();
    expect(contratar()).toBeDisabled();
  });

  it('says the same when the slots cannot be loaded', async () => {
    // The slots are asked for once more a second after the failure (TanStack Query's retry delay): a
    // fake clock (that still runs) is advanced instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await openGuest('/consulta-nutricional', (request) =>
      isSlotsRequest(request) ? { status: 500, body: { error: 'INTERNAL', message: 'Error' } } : undefined,
    );
    await waitFor(() => expect(slotsRequests(requests)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText(consultationTexts.noSlots, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("asks a guest for their data ('Ingresá tus datos'), then holds the slot and goes to pay", async () => {
    // The redirect waits REDIRECT_DELAY_MS: a fake clock (that still runs) is advanced instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router, requests } = await openGuest(
      '/consulta-nutricional',
      consultationsApi((request) => (request.method === 'POST' ? { status: 200, body: sandboxHire } : undefined)),
    );
    await chooseTuesday(user);
    await user.click(contratar());
    const dialog = await screen.findByRole('dialog', { name: consultationTexts.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText(consultationTexts.dialogIncomplete)).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/^Nombre/));
    await user.paste('Lucía');
    await user.click(within(dialog).getByLabelText(/^Apellido/));
    await user.paste('Méndez');
    await user.click(within(dialog).getByLabelText(/^Correo electrónico/));
    await user.paste('lucia@test.uy');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    // Still one missing: the phone.
    expect(within(dialog).getByText(consultationTexts.dialogIncomplete)).toBeInTheDocument();
    expect(hireRequests(requests)).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/^Teléfono/));
    await user.paste('098765432');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Pago de tu consulta' });
    expect(hireRequests(requests)).toHaveLength(1);
    expect(hireRequests(requests)[0]!.body).toEqual({
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Lucía', lastName: 'Méndez', email: 'lucia@test.uy', phone: '098765432' },
        slot: { start: TUESDAY_0900, nutritionistId: NUTRI_A },
      },
      mrgenToken: null,
    });
    // Guests stay on the public page until /consulta-nutricional/pago is a public path.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(consultationPayPath());
    expect(screen.getByText('Turno: Martes 01/12 · 09:00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxHire.checkoutUrl), { timeout: 20_000 });
  });

  it("'Cancelar' closes the dialog without asking for anything", async () => {
    const user = userEvent.setup();
    const { requests } = await openGuest();
    await chooseTuesday(user);
    await user.click(contratar());
    const dialog = await screen.findByRole('dialog', { name: consultationTexts.dialogTitle });
    await user.click(within(dialog).getByLabelText(/^Nombre/));
    await user.paste('Lucía');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hireRequests(requests)).toHaveLength(0);
    // What was typed is kept for the next try.
    await user.click(contratar());
    expect(
      within(await screen.findByRole('dialog', { name: consultationTexts.dialogTitle })).getByLabelText(/^Nombre/),
    ).toHaveValue('Lucía');
  });

  it('a signed-in person skips the dialog: their profile data and the slot go in the request', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const customer = makeAccount('Customer');
    const { router, requests } = await renderSignedIn(
      customer,
      '/consulta-nutricional',
      consultationsApi((request) => (request.method === 'POST' ? { status: 200, body: sandboxHire } : undefined)),
      HEADING,
    );
    // A slow answer: the button stays disabled meanwhile (one request only). Only the POST waits:
    // a background GET meanwhile must not take its place.
    const stub = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (init?.method === 'POST') await pending;
      return stub(url, init);
    });
    await chooseTuesday(user, '09:30');
    await user.click(contratar());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(contratar()).toBeDisabled());
    fireEvent.click(contratar());
    answer(null);

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Pago de tu consulta' });
    expect(hireRequests(requests)).toHaveLength(1);
    expect(hireRequests(requests)[0]!.body).toEqual({
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Ana', lastName: 'Suárez', email: 'ana@test.uy', phone: '099123456' },
        slot: { start: TUESDAY_0930, nutritionistId: NUTRI_A },
      },
      mrgenToken: 'tok',
    });
    expect(JSON.parse(sessionStorage.getItem(CONSULTATION_CHECKOUT_KEY)!)).toEqual({
      orderId: ORDER_ID,
      accessKey: ACCESS_KEY,
      preference: sandboxHire,
      tipoConsulta: 'consultaPuntual',
      slotStart: TUESDAY_0930,
    });
  });

  it('shows the dialog filled in when the signed-in profile has no mobile', async () => {
    const user = userEvent.setup();
    const customer = makeAccount('Customer');
    const noMobile = { ...customer, profile: { ...customer.profile, mobile: null } };
    await renderSignedIn(noMobile, '/consulta-nutricional', consultationsApi(), HEADING);
    await chooseTuesday(user);
    await user.click(contratar());
    const dialog = await screen.findByRole('dialog', { name: consultationTexts.dialogTitle });
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Ana');
    expect(within(dialog).getByLabelText(/^Apellido/)).toHaveValue('Suárez');
    expect(within(dialog).getByLabelText(/^Correo electrónico/)).toHaveValue('ana@test.uy');
    expect(within(dialog).getByLabelText(/^Teléfono/)).toHaveValue('');
  });

  it('a slot taken meanwhile (409): says so and asks for the slots again', async () => {
    const user = userEvent.setup();
    const { requests } = await renderSignedIn(
      makeAccount('Customer'),
      '/consulta-nutricional',
      consultationsApi((request) =>
        request.method === 'POST'
          ? { status: 409, body: { error: 'CONFLICT', message: consultationTexts.slotTaken } }
          : undefined,
      ),
      HEADING,
    );
    await chooseTuesday(user);
    const before = slotsRequests(requests).length;
    await user.click(contratar());
    expect(await screen.findByText(consultationTexts.slotTaken)).toBeInTheDocument();
    await waitFor(() => expect(slotsRequests(requests).length).toBe(before + 1));
    expect(contratar()).toBeDisabled();
    expect(screen.getByText('Todavía no elegiste un turno.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
  });

  it("says 'Ocurrió un error, intentá nuevamente.' when the preference cannot be created", async () => {
    const user = userEvent.setup();
    await renderSignedIn(
      makeAccount('Customer'),
      '/consulta-nutricional',
      consultationsApi((request) =>
        request.method === 'POST' ? { status: 502, body: { error: 'INTERNAL', message: 'Falla' } } : undefined,
      ),
      HEADING,
    );
    await chooseTuesday(user);
    await user.click(contratar());
    expect(await screen.findByText(consultationTexts.preferenceFailed)).toBeInTheDocument();
    // The choice stays: trying again is one click.
    expect(contratar()).toBeEnabled();
  });

  it('explains the prior plan when the server refuses 2 Controles de seguimiento', async () => {
    const user = userEvent.setup();
    await renderSignedIn(
      makeAccount('Customer'),
      '/consulta-nutricional',
      consultationsApi((request) =>
        request.method === 'POST'
          ? { status: 400, body: { error: 'VALIDATION', message: consultationTexts.priorPlanRequired } }
          : undefined,
      ),
      HEADING,
    );
    await user.click(screen.getByRole('button', { name: '2 Controles de seguimiento' }));
    expect(screen.queryByText(consultationTexts.priorPlanForGuests)).not.toBeInTheDocument();
    await chooseTuesday(user);
    await user.click(contratar());
    expect(await screen.findByText(consultationTexts.priorPlanRequired)).toBeInTheDocument();
  });

  it('tells a client without a prior plan that 2 Controles cannot be bought, before any calendar (issue 41)', async () => {
    const user = userEvent.setup();
    await renderSignedIn(
      makeAccount('Customer'),
      '/consulta-nutricional',
      consultationsApi((request) =>
        request.method === 'GET' && request.url === '/v1/consultations/eligibility'
          ? { status: 200, body: { followUps: false } }
          : undefined,
      ),
      HEADING,
    );
    await user.click(screen.getByRole('button', { name: '2 Controles de seguimiento' }));
    expect(await screen.findByText(consultationTexts.priorPlanMissing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contratar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Elegí tu turno' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: consultationTexts.choosePlan }));
    expect(screen.getByRole('button', { name: 'Consulta + Plan + 2 Controles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Contratar' })).toBeInTheDocument();
  });

  it('confirms a paid consultation on return with the payment number from the server', async () => {
    storeConsultation();
    const { requests } = await openGuest(
      `/consulta-nutricional?status=approved&payment_id=999&external_reference=${ORDER_ID}`,
      consultationsApi((request) =>
        request.method === 'GET' && request.url.startsWith(`/v1/consultations/orders/${ORDER_ID}?`)
          ? { status: 200, body: orderStatus({ status: 'paid', paymentId: 'mp-4242' }) }
          : undefined,
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: consultationTexts.paid })).toBeInTheDocument();
    expect(screen.getByText(consultationTexts.thanks)).toBeInTheDocument();
    expect(screen.getByText(`Estado: ${consultationTexts.approved}`)).toBeInTheDocument();
    expect(screen.getByText('Número de pago: mp-4242')).toBeInTheDocument();
    expect(screen.getByText('Turno: Martes 01/12 · 09:00 (hora de Montevideo)')).toBeInTheDocument();
    const orderRequest = requests.find((r) => r.url.startsWith('/v1/consultations/orders/'))!;
    expect(new URL(orderRequest.url, 'http://x').searchParams.get('accessKey')).toBe(ACCESS_KEY);
    await waitFor(() => expect(sessionStorage.getItem(CONSULTATION_CHECKOUT_KEY)).toBeNull());
  });

  it('says the payment was given back when the slot was taken meanwhile, and offers the next free slots', async () => {
    storeConsultation();
    const user = userEvent.setup();
    await openGuest(
      `/consulta-nutricional?status=approved&payment_id=999&external_reference=${ORDER_ID}`,
      consultationsApi((request) =>
        request.method === 'GET' && request.url.startsWith(`/v1/consultations/orders/${ORDER_ID}?`)
          ? {
              status: 200,
              body: {
                ...orderStatus({ status: 'expired' }),
                refund: {
                  reason: 'slotTaken',
                  paymentId: 'mp-777',
                  nextSlots: [
                    { start: TUESDAY_0930, nutritionistId: NUTRI_A, label: '01/12 · 09:30' },
                    { start: '2026-12-03T17:00:00.000Z', nutritionistId: NUTRI_A, label: '03/12 · 14:00' },
                  ],
                },
              },
            }
          : undefined,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu turno ya no estaba libre: te devolvimos el pago' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu pago (número mp-777) llegó después de que venció la reserva de tu turno (Martes 01/12 · 09:00) y otra persona ya lo había tomado. Por eso no confirmamos tu consulta.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Te devolvimos el pago completo/)).toBeInTheDocument();
    expect(screen.queryByText(consultationTexts.paid)).not.toBeInTheDocument();
    expect(screen.queryByText(/La reserva del turno venció sin un pago confirmado/)).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(CONSULTATION_CHECKOUT_KEY)).toBeNull());

    const next = screen.getByRole('link', { name: 'Martes 01/12 · 09:30' });
    expect(next).toHaveAttribute(
      'href',
      `/consulta-nutricional?tipo=consultaPuntual&turno=${encodeURIComponent(TUESDAY_0930)}&nutricionista=${NUTRI_A}`,
    );
    expect(screen.getByRole('link', { name: 'Jueves 03/12 · 14:00' })).toBeInTheDocument();
    // The link opens the page with that slot chosen, ready to hire again.
    await user.click(next);
    expect(await screen.findByText('Turno elegido: Martes 01/12 · 09:30')).toBeInTheDocument();
    expect(contratar()).toBeEnabled();
    expect(screen.queryByRole('heading', { level: 2, name: /te devolvimos el pago/ })).not.toBeInTheDocument();
  });

  it('says the payment is pending while the server has not confirmed it, whatever the URL says', async () => {
    storeConsultation();
    await openGuest(
      `/consulta-nutricional?status=approved&payment_id=999&external_reference=${ORDER_ID}`,
      consultationsApi((request) =>
        request.url.startsWith('/v1/consultations/orders/') ? { status: 200, body: orderStatus() } : undefined,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pago pendiente de confirmación…' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Estamos esperando la confirmación del pago/)).toBeInTheDocument();
    expect(screen.queryByText(consultationTexts.paid)).not.toBeInTheDocument();
    expect(screen.queryByText(/Número de pago/)).not.toBeInTheDocument();
  });

  it("never confirms from the URL alone: 'approved' without a stored consultation is pending", async () => {
    const { requests } = await openGuest('/consulta-nutricional?status=approved&payment_id=999');
    expect(screen.getByRole('heading', { level: 2, name: 'Pago pendiente de confirmación…' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/v1/consultations/orders/'))).toBe(false);
  });

  it('offers to pay a consultation whose slot is still held', async () => {
    storeConsultation();
    await openGuest();
    expect(
      screen.getByText(/Tenés un turno reservado hasta las 10:15: Consulta Inicial, Martes 01\/12 · 09:00\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', consultationPayPath());
  });

  it('names the nutritionist of the chosen slot with the licence, and a client with results may share them', async () => {
    const user = userEvent.setup();
    const lucia = { id: NUTRI_A, name: 'Lucía Fernández', initials: 'LF', licenseNumber: 'MSP 4521' };
    const customer = makeAccount('Customer', {
      profile: {
        ...makeAccount('Customer').profile,
        analysis: { ...makeAccount('Customer').profile.analysis!, status: 8 },
      },
    });
    const { requests } = await renderSignedIn(
      customer,
      '/consulta-nutricional',
      consultationsApi((request) => {
        if (isSlotsRequest(request)) {
          return {
            status: 200,
            body: {
              month: '2026-12',
              slots: [
                {
                  start: '2026-12-01T12:30:00.000Z',
                  end: '2026-12-01T13:00:00.000Z',
                  nutritionistId: NUTRI_A,
                  label: '01/12 · 09:30',
                },
              ],
              nutritionists: [lucia],
            },
          };
        }
        return request.method === 'POST' ? { status: 200, body: { ...sandboxHire, nutritionist: lucia } } : undefined;
      }),
      HEADING,
    );
    await chooseTuesday(user, '09:30');
    const who = screen.getByTestId('consultation-nutritionist');
    expect(within(who).getByText('Lic. Lucía Fernández')).toBeInTheDocument();
    expect(within(who).getByText('Matrícula profesional: MSP 4521')).toBeInTheDocument();
    expect(within(who).getByText('LF')).toBeInTheDocument();
    const share = screen.getByRole('checkbox', { name: shareTexts.checkbox });
    expect(share).not.toBeChecked();
    expect(share).toHaveAccessibleDescription(shareTexts.hint);
    await user.click(share);
    await user.click(contratar());
    await waitFor(() => expect(hireRequests(requests)).toHaveLength(1));
    expect(hireRequests(requests)[0]!.body).toMatchObject({ orderData: { shareResults: true } });
  });

  it('offers no sharing to a client without results, nor to a guest', async () => {
    const user = userEvent.setup();
    await renderSignedIn(makeAccount('Customer'), '/consulta-nutricional', consultationsApi(), HEADING);
    await chooseTuesday(user, '09:30');
    expect(screen.queryByRole('checkbox', { name: shareTexts.checkbox })).not.toBeInTheDocument();
  });
});
