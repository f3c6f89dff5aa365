import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Handler,
  makeAccount,
  preloadRoutes,
  renderSignedIn,
  type StubbedRequest,
} from '../../../../test/signed-in-harness';
import { type Availability, type Booking, bookingWhen } from './consultations-panel';

beforeAll(async () => {
  await preloadRoutes('/dashboard');
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const nutritionist = makeAccount('Nutritionist');

const bookings: Booking[] = [
  {
    id: 'b2',
    start: '2026-12-03T17:00:00.000Z',
    end: '2026-12-03T17:45:00.000Z',
    tipoConsulta: 'consultaPlus4',
    title: 'Consulta + Plan + 2 Controles',
    client: { name: 'Marta Gómez', email: 'marta@test.uy', phone: '094111222' },
    status: 'held',
  },
  {
    id: 'b1',
    start: '2026-12-01T12:00:00.000Z',
    end: '2026-12-01T12:30:00.000Z',
    tipoConsulta: 'consultaPuntual',
    title: 'Consulta Inicial',
    client: { name: 'Lucía Méndez', email: 'lucia@test.uy', phone: '098765432' },
    status: 'confirmed',
  },
];

const availability: Availability = {
  windows: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 3, start: '14:00', end: '18:00' },
  ],
  exceptions: ['2026-12-08'],
};

function consultationsApi(options: { bookings?: Booking[]; put?: (request: StubbedRequest) => ReturnType<Handler> }) {
  return (request: StubbedRequest): ReturnType<Handler> => {
    const { method, url } = request;
    if (method === 'GET' && url === '/v1/account/patients') return { status: 200, body: [] };
    if (method === 'GET' && url === '/v1/account/invitations') return { status: 200, body: [] };
    if (method === 'GET' && url === '/v1/consultations/bookings') {
      return { status: 200, body: options.bookings ?? bookings };
    }
    if (method === 'GET' && url === '/v1/consultations/availability') return { status: 200, body: availability };
    if (method === 'PUT' && url === '/v1/consultations/availability') return options.put?.(request);
    return undefined;
  };
}

async function openConsultations(handler: Handler) {
  const result = await renderSignedIn(nutritionist, '/dashboard', handler, 'Mis pacientes');
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Consultas' }));
  return result;
}

const dayGroup = (name: string) => screen.getByRole('group', { name });

describe('Nutritionist dashboard: Consultas', () => {
  it('lists the upcoming consultations in time order with the client and the status', async () => {
    await openConsultations(consultationsApi({}));
    const list = await screen.findByRole('list', { name: 'Próximas consultas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Martes 01/12 · 09:00–09:30');
    expect(items[0]).toHaveTextContent('Consulta Inicial');
    expect(items[0]).toHaveTextContent('Lucía Méndez');
    expect(within(items[0]!).getByRole('link', { name: 'lucia@test.uy' })).toHaveAttribute(
      'href',
      'mailto:lucia@test.uy',
    );
    expect(within(items[0]!).getByRole('link', { name: '098765432' })).toHaveAttribute('href', 'tel:098765432');
    expect(items[0]).toHaveTextContent('Confirmada');
    expect(items[1]).toHaveTextContent('Jueves 03/12 · 14:00–14:45');
    expect(items[1]).toHaveTextContent('Consulta + Plan + 2 Controles');
    expect(items[1]).toHaveTextContent('Esperando el pago');
  });

  it('says when there are no consultations yet', async () => {
    await openConsultations(consultationsApi({ bookings: [] }));
    expect(await screen.findByText('Todavía no tenés consultas agendadas.')).toBeInTheDocument();
  });

  it('edits and saves the availability (PUT) and confirms it', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const gate = new Promise<void>((r) => {
      resolve = r;
    });
    const { requests } = await openConsultations(
      consultationsApi({ put: (request) => ({ status: 200, body: request.body }) }),
    );
    const monday = await screen.findByRole('group', { name: 'Lunes' });
    expect(within(monday).getByLabelText('Desde')).toHaveValue('09:00');
    expect(within(monday).getByLabelText('Hasta')).toHaveValue('12:00');
    expect(within(dayGroup('Martes')).getByText('Sin atención.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Días sin atención' })).getByText('08/12/2026')).toBeInTheDocument();

    // Tuesday 15:00–19:00, no more Wednesday, a day off on 24/12.
    await user.click(within(dayGroup('Martes')).getByRole('button', { name: 'Agregar franja el martes' }));
    const tuesdayFrom = within(dayGroup('Martes')).getByLabelText('Desde');
    await user.clear(tuesdayFrom);
    await user.type(tuesdayFrom, '15:00');
    const tuesdayUntil = within(dayGroup('Martes')).getByLabelText('Hasta');
    await user.clear(tuesdayUntil);
    await user.type(tuesdayUntil, '19:00');
    await user.click(within(dayGroup('Miércoles')).getByRole('button', { name: 'Quitar franja 1 del miércoles' }));
    await user.type(screen.getByLabelText('Fecha'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Agregar fecha' }));

    // Only the PUT waits at the gate: a GET in between (a refetch) keeps its usual answer.
    const usual = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (init?.method !== 'PUT' && usual) return usual(url, init);
      await gate;
      requests.push({ method: init?.method ?? 'GET', url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(String(init?.body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const save = screen.getByRole('button', { name: 'Guardar disponibilidad' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    resolve();

    expect(await screen.findByText('Disponibilidad guardada.')).toBeInTheDocument();
    expect(save).toBeEnabled();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe('/v1/consultations/availability');
    expect(puts[0]!.body).toEqual({
      windows: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 2, start: '15:00', end: '19:00' },
      ],
      exceptions: ['2026-12-08', '2026-12-24'],
    });
  });

  it("shows the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    await openConsultations(
      consultationsApi({
        put: () => ({
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'Revisá los datos marcados.',
            fields: { 'windows.1.start': 'Se superpone con otra franja del mismo día.', other: 'Algo más.' },
          },
        }),
      }),
    );
    await screen.findByRole('group', { name: 'Lunes' });
    await user.click(within(dayGroup('Miércoles')).getByRole('button', { name: 'Agregar franja el miércoles' }));
    await user.click(screen.getByRole('button', { name: 'Guardar disponibilidad' }));
    expect(await screen.findByText('Revisá los datos marcados.')).toBeInTheDocument();
    expect(screen.getByText('Algo más.')).toBeInTheDocument();
    expect(within(dayGroup('Miércoles')).getByText('Se superpone con otra franja del mismo día.')).toBeInTheDocument();
    expect(screen.queryByText('Disponibilidad guardada.')).not.toBeInTheDocument();
  });

  it('checks the times before sending: the end after the start', async () => {
    const user = userEvent.setup();
    const { requests } = await openConsultations(consultationsApi({}));
    const monday = await screen.findByRole('group', { name: 'Lunes' });
    const until = within(monday).getByLabelText('Hasta');
    await user.clear(until);
    await user.type(until, '08:00');
    await user.click(screen.getByRole('button', { name: 'Guardar disponibilidad' }));
    expect(
      await within(monday).findByText('La hora de fin tiene que ser posterior a la de inicio.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('bookingWhen', () => {
  it('writes the day, date and times in Montevideo', () => {
    expect(bookingWhen({ start: '2026-12-07T11:30:00.000Z', end: '2026-12-07T12:00:00.000Z' })).toBe(
      'Lunes 07/12 · 08:30–09:00',
    );
  });
});
