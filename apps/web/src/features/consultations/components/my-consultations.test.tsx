import { consultationSlotLabel, manageTexts, shareTexts } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Handler,
  makeAccount,
  preloadRoutes,
  renderSignedIn,
  type StubbedRequest,
} from '../../../../test/signed-in-harness';
import type { MyConsultation } from '../api/my-consultations';
import { managePath } from '../lib/manage';
import {
  consultationsApi,
  isSlotsRequest,
  NUTRI_A,
  ORDER_ID,
  setUpConsultationTests,
  slotsParams,
} from '../test-utils';

setUpConsultationTests(() => preloadRoutes('/dashboard', '/profile'));

const FIRST = '2026-11-28T13:00:00.000Z';
const SECOND = '2026-11-30T15:00:00.000Z';
const TUESDAY_0930 = '2026-12-01T12:30:00.000Z';
const FIRST_ID = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const SECOND_ID = '6e2f3a4b-5c6d-4e7f-8a81-92a3b4c5d6e7';

function plan(remaining = 1): MyConsultation {
  return {
    orderId: ORDER_ID,
    title: 'Consulta + Plan + 2 Controles',
    tipoConsulta: 'consultaPlus4',
    sessions: 3,
    remaining,
    bookings: [
      {
        id: FIRST_ID,
        start: FIRST,
        label: consultationSlotLabel(FIRST),
        status: 'confirmed',
        manageKey: 'clave-1-0123456789',
      },
      {
        id: SECOND_ID,
        start: SECOND,
        label: consultationSlotLabel(SECOND),
        status: 'cancelled',
        manageKey: 'clave-2-0123456789',
      },
    ],
  };
}

const isMine = (r: StubbedRequest) => r.method === 'GET' && r.url === '/v1/consultations/mine';
const bookUrl = `/v1/consultations/orders/${ORDER_ID}/book`;

async function openProfile(handler: Handler) {
  const result = await renderSignedIn(
    makeAccount('Customer'),
    '/profile',
    consultationsApi((r) => (r.url === '/v1/account/nutritionist' ? { status: 200, body: null } : handler(r))),
    'Mi perfil',
  );
  return { ...result, user: userEvent.setup() };
}

describe('Mis consultas (profile)', () => {
  it('lists each paid consultation with its balance, sessions and their links', async () => {
    await openProfile((r) => (isMine(r) ? { status: 200, body: [plan()] } : undefined));
    const section = await screen.findByRole('region', { name: 'Mis consultas' });
    const card = within(section).getByRole('article', { name: 'Consulta + Plan + 2 Controles' });
    expect(within(card).getByText('Te quedan 1 de 3 consultas')).toBeVisible();
    expect(within(card).getByText('28/11 · 10:00 · Confirmada')).toBeVisible();
    expect(within(card).getByText('30/11 · 12:00 · Cancelada')).toBeVisible();
    const links = within(card).getAllByRole('link', { name: /^Ver o cambiar/ });
    // A cancelled session has nothing left to change.
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Ver o cambiar la consulta del 28/11 · 10:00');
    expect(links[0]).toHaveAttribute('href', managePath(FIRST_ID, 'clave-1-0123456789'));
    expect(managePath(FIRST_ID, 'clave-1-0123456789')).toBe(
      `/consulta-nutricional/turno?id=${FIRST_ID}&clave=clave-1-0123456789`,
    );
    expect(within(card).getByRole('button', { name: 'Agendar' })).toBeVisible();
  });

  it('offers no Agendar when every session is booked', async () => {
    await openProfile((r) => (isMine(r) ? { status: 200, body: [plan(0)] } : undefined));
    const section = await screen.findByRole('region', { name: 'Mis consultas' });
    expect(within(section).getByText('Te quedan 0 de 3 consultas')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Agendar' })).not.toBeInTheDocument();
  });

  it('books another session of the package and lists it', async () => {
    let booked = false;
    const { user, requests } = await openProfile((r) => {
      if (isMine(r)) {
        const body = plan(booked ? 0 : 1);
        if (booked)
          body.bookings.push({
            id: 'new',
            start: TUESDAY_0930,
            label: consultationSlotLabel(TUESDAY_0930),
            status: 'confirmed',
            manageKey: 'clave-3-0123456789',
          });
        return { status: 200, body: [body] };
      }
      if (r.method === 'POST' && r.url === bookUrl) {
        booked = true;
        return { status: 200, body: { bookingId: 'new', manageKey: 'clave-3-0123456789' } };
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Mis consultas' });
    await user.click(within(section).getByRole('button', { name: 'Agendar' }));
    const confirm = within(section).getByRole('button', { name: 'Confirmar turno' });
    expect(confirm).toBeDisabled();
    const tuesday = await within(section).findByRole('group', { name: 'Martes 01/12' });
    expect(slotsParams(requests.filter(isSlotsRequest).at(-1)!).get('tipoConsulta')).toBe('controlesx2');
    await user.click(within(tuesday).getByRole('button', { name: '09:30' }));
    await user.click(confirm);

    expect(await within(section).findByText(manageTexts.booked)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST' && r.url === bookUrl).map((r) => r.body)).toEqual([
      { slot: { start: TUESDAY_0930, nutritionistId: NUTRI_A } },
    ]);
    expect(await within(section).findByText('01/12 · 09:30 · Confirmada')).toBeVisible();
    expect(within(section).getByText('Te quedan 0 de 3 consultas')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Agendar' })).not.toBeInTheDocument();
  });

  it('shows nothing without paid consultations', async () => {
    const { requests } = await openProfile((r) => (isMine(r) ? { status: 200, body: [] } : undefined));
    await waitFor(() => expect(requests.some(isMine)).toBe(true));
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mis consultas' })).not.toBeInTheDocument();
  });

  it('names the nutritionist and lets the client stop sharing their results for the consultation', async () => {
    let shared = true;
    const shareUrl = `/v1/consultations/orders/${ORDER_ID}/share`;
    const { user, requests } = await openProfile((r) => {
      if (isMine(r)) {
        return {
          status: 200,
          body: [
            {
              ...plan(),
              shareResults: shared,
              canChangeShare: true,
              nutritionist: { id: NUTRI_A, name: 'Lucía Fernández', initials: 'LF', licenseNumber: null },
            },
          ],
        };
      }
      if (r.method === 'PUT' && r.url === shareUrl) {
        shared = (r.body as { share: boolean }).share;
        return { status: 200, body: { share: shared, message: shareTexts.unshared } };
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Mis consultas' });
    expect(within(section).getByText('Lic. Lucía Fernández')).toBeVisible();
    expect(within(section).queryByText(/Matrícula/)).not.toBeInTheDocument();
    const toggle = within(section).getByRole('switch', { name: shareTexts.checkbox });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await within(section).findByText(shareTexts.unshared)).toBeVisible();
    expect(requests.filter((r) => r.url === shareUrl).map((r) => r.body)).toEqual([{ share: false }]);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
