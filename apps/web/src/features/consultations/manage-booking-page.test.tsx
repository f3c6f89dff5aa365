import { consultationSlotLabel, consultationTexts, type ManageBooking, manageTexts } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Handler,
  makeAccount,
  preloadRoutes,
  renderAt,
  renderSignedIn,
  type StubbedRequest,
  stubApi,
} from '../../../test/signed-in-harness';
import { managePath } from './lib/manage';
import { consultationsApi, isSlotsRequest, NUTRI_A, setUpConsultationTests, slotsParams } from './test-utils';

setUpConsultationTests(() => Promise.all([preloadRoutes('/dashboard'), import('./manage-booking-page')]));

const HEADING = 'Tu consulta';
const BOOKING_ID = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const KEY = 'clave-turno-0123456789';
const NEW_ID = '6e2f3a4b-5c6d-4e7f-8a81-92a3b4c5d6e7';
/** Saturday 28/11 10:00 in Montevideo, 30 minutes. */
const START = '2026-11-28T13:00:00.000Z';
const TUESDAY_0930 = '2026-12-01T12:30:00.000Z';
const BASE = `/v1/consultations/bookings/${BOOKING_ID}`;

function manageData(overrides: Partial<ManageBooking> = {}, booking: Partial<ManageBooking['booking']> = {}) {
  return {
    booking: {
      id: BOOKING_ID,
      start: START,
      end: '2026-11-28T13:30:00.000Z',
      status: 'confirmed' as const,
      label: consultationSlotLabel(START),
      ...booking,
    },
    title: 'Consulta Inicial',
    tipoConsulta: 'consultaPuntual' as const,
    canChange: true,
    sessions: 1,
    remaining: 0,
    ...overrides,
  } satisfies ManageBooking;
}

const isManage = (r: StubbedRequest) => r.method === 'GET' && r.url === `${BASE}/manage?key=${KEY}`;
const posts = (requests: StubbedRequest[], action: string) =>
  requests.filter((r) => r.method === 'POST' && r.url === `${BASE}/${action}`);

async function open(handler: Handler, path = managePath(BOOKING_ID, KEY)) {
  const result = await renderSignedIn(makeAccount('Customer'), path, consultationsApi(handler), HEADING);
  return { ...result, user: userEvent.setup() };
}

async function chooseTuesday0930(user: ReturnType<typeof userEvent.setup>) {
  const tuesday = await screen.findByRole('group', { name: 'Martes 01/12' });
  await user.click(within(tuesday).getByRole('button', { name: '09:30' }));
}

describe('/consulta-nutricional/turno', () => {
  it('shows the session with its day, time and status, and what can be done', async () => {
    await open((r) => (isManage(r) ? { status: 200, body: manageData() } : undefined));
    expect(await screen.findByRole('heading', { level: 2, name: 'Consulta Inicial' })).toBeVisible();
    expect(screen.getByText('28/11 · 10:00 (hora de Montevideo)')).toBeVisible();
    expect(screen.getByText('Confirmada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambiar horario' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar consulta' })).toBeEnabled();
    expect(screen.queryByText(manageTexts.tooLate)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agendar mi próxima consulta/ })).not.toBeInTheDocument();
  });

  it('opens from the e-mail link without a session (a public page)', async () => {
    stubApi(consultationsApi((r) => (isManage(r) ? { status: 200, body: manageData() } : undefined)));
    const router = renderAt(managePath(BOOKING_ID, KEY));
    expect(await screen.findByRole('heading', { level: 2, name: 'Consulta Inicial' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(router.state.location.pathname).toBe('/consulta-nutricional/turno');
  });

  it('cancels after the confirmation dialog', async () => {
    const cancelled = manageData({ canChange: false, remaining: 1 }, { status: 'cancelled' });
    const { user, requests } = await open((r) => {
      if (isManage(r)) return { status: 200, body: manageData() };
      if (r.method === 'POST' && r.url === `${BASE}/cancel`) return { status: 200, body: cancelled };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    // 'Volver' closes it without asking anything.
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests, 'cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar consulta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText(manageTexts.cancelled)).toBeVisible();
    expect(posts(requests, 'cancel').map((r) => r.body)).toEqual([{ key: KEY }]);
    expect(screen.getByText('Cancelada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).not.toBeInTheDocument();
    // The cancelled session comes back to the package.
    expect(screen.getByRole('button', { name: 'Agendar mi próxima consulta (te quedan 1)' })).toBeVisible();
  });

  it('says it is too late to change a confirmed session less than 24 h before', async () => {
    await open((r) => (isManage(r) ? { status: 200, body: manageData({ canChange: false }) } : undefined));
    expect(await screen.findByText(manageTexts.tooLate)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar consulta' })).not.toBeInTheDocument();
  });

  it('moves the session to a chosen 30-minute slot', async () => {
    const moved = manageData({}, { start: TUESDAY_0930, label: consultationSlotLabel(TUESDAY_0930) });
    const { user, requests } = await open((r) => {
      if (isManage(r)) return { status: 200, body: manageData() };
      if (r.method === 'POST' && r.url === `${BASE}/reschedule`) return { status: 200, body: moved };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Cambiar horario' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar cambio' });
    expect(confirm).toBeDisabled();
    await chooseTuesday0930(user);
    expect(slotsParams(requests.filter(isSlotsRequest).at(-1)!).get('tipoConsulta')).toBe('controlesx2');
    expect(screen.getByText('Turnos de 30 minutos, en hora de Montevideo.')).toBeVisible();
    await user.click(confirm);

    expect(await screen.findByText(manageTexts.moved)).toBeVisible();
    expect(posts(requests, 'reschedule').map((r) => r.body)).toEqual([
      { key: KEY, slot: { start: TUESDAY_0930, nutritionistId: NUTRI_A } },
    ]);
    expect(screen.getByText('01/12 · 09:30 (hora de Montevideo)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar cambio' })).not.toBeInTheDocument();
  });

  it('moves the 45-minute first session of a plan among slots of its own type', async () => {
    const first = manageData(
      { tipoConsulta: 'consultaPlus4', title: 'Consulta + Plan + 2 Controles', sessions: 3 },
      { end: '2026-11-28T13:45:00.000Z' },
    );
    const { user, requests } = await open((r) => (isManage(r) ? { status: 200, body: first } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Cambiar horario' }));
    expect(await screen.findByText('Turnos de 45 minutos, en hora de Montevideo.')).toBeVisible();
    expect(slotsParams(requests.filter(isSlotsRequest).at(-1)!).get('tipoConsulta')).toBe('consultaPlus4');
  });

  it('a slot taken meanwhile: says so and asks for the slots again', async () => {
    const { user, requests } = await open((r) => {
      if (isManage(r)) return { status: 200, body: manageData() };
      if (r.method === 'POST')
        return { status: 409, body: { error: 'CONFLICT', message: consultationTexts.slotTaken } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Cambiar horario' }));
    await chooseTuesday0930(user);
    const before = requests.filter(isSlotsRequest).length;
    await user.click(screen.getByRole('button', { name: 'Confirmar cambio' }));
    expect(await screen.findByText(consultationTexts.slotTaken)).toBeVisible();
    await waitFor(() => expect(requests.filter(isSlotsRequest).length).toBeGreaterThan(before));
  });

  it('books the next session of the package and refreshes the balance', async () => {
    let remaining = 2;
    const { user, requests } = await open((r) => {
      if (isManage(r)) return { status: 200, body: manageData({ sessions: 3, remaining }) };
      if (r.method === 'POST' && r.url === `${BASE}/next`) {
        remaining = 1;
        return { status: 200, body: { bookingId: NEW_ID, manageKey: 'clave-nueva-0123456789' } };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Agendar mi próxima consulta (te quedan 2)' }));
    await chooseTuesday0930(user);
    expect(slotsParams(requests.filter(isSlotsRequest).at(-1)!).get('tipoConsulta')).toBe('controlesx2');
    await user.click(screen.getByRole('button', { name: 'Confirmar turno' }));

    expect(await screen.findByText(manageTexts.booked)).toBeVisible();
    expect(posts(requests, 'next').map((r) => r.body)).toEqual([
      { key: KEY, slot: { start: TUESDAY_0930, nutritionistId: NUTRI_A } },
    ]);
    expect(await screen.findByRole('button', { name: 'Agendar mi próxima consulta (te quedan 1)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver la nueva consulta' })).toHaveAttribute(
      'href',
      managePath(NEW_ID, 'clave-nueva-0123456789'),
    );
  });

  it('shows the no-sessions-left message from the server', async () => {
    const { user } = await open((r) => {
      if (isManage(r)) return { status: 200, body: manageData({ sessions: 3, remaining: 1 }) };
      if (r.method === 'POST') return { status: 409, body: { error: 'CONFLICT', message: manageTexts.noSessionsLeft } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Agendar mi próxima consulta (te quedan 1)' }));
    await chooseTuesday0930(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar turno' }));
    expect(await screen.findByText(manageTexts.noSessionsLeft)).toBeVisible();
  });

  it('an unknown link says the link is not valid', async () => {
    await open((r) =>
      isManage(r) ? { status: 404, body: { error: 'NOT_FOUND', message: manageTexts.linkInvalid } } : undefined,
    );
    expect(await screen.findByText(manageTexts.linkInvalid)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).not.toBeInTheDocument();
  });

  it('a link without its key says the link is not valid without asking the server', async () => {
    const { requests } = await open(() => undefined, `/consulta-nutricional/turno?id=${BOOKING_ID}`);
    expect(screen.getByText(manageTexts.linkInvalid)).toBeVisible();
    expect(requests.some((r) => r.url.startsWith(BASE))).toBe(false);
  });
});
