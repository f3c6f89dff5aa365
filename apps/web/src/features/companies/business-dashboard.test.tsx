import {
  employeeTexts,
  type InvitationSummary,
  invitationTexts,
  type LinkedPerson,
  listStateLabels,
} from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, makeAccount, renderSignedIn, type StubbedRequest } from '../../../test/signed-in-harness';
import { noEmployeesText } from './business-dashboard';

afterEach(() => vi.unstubAllGlobals());

const company = makeAccount('Business');

const employee = (id: string, firstName: string, state: LinkedPerson['state']): LinkedPerson => ({
  id,
  firstName,
  lastName: 'Silva',
  email: `${firstName.toLowerCase()}@cafe.uy`,
  analysisStatus: state === 3 ? 8 : null,
  state,
  referenceId: null,
  since: '2026-10-01T12:00:00Z',
});

const pending: InvitationSummary = {
  id: 'i1',
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia@cafe.uy',
  status: 'pending',
  createdAt: '2026-11-01T12:00:00Z',
  expiresAt: '2026-12-01T12:00:00Z',
};

function companyApi(options: { places: number[]; employees?: LinkedPerson[]; extra?: Handler }): Handler {
  const places = [...options.places];
  return (request: StubbedRequest) => {
    const extra = options.extra?.(request);
    if (extra) return extra;
    const { method, url } = request;
    // Each read answers the next figure (the last one repeats).
    if (method === 'GET' && url === '/v1/account/kitsavailable') {
      return { status: 200, body: places.length > 1 ? places.shift() : places[0] };
    }
    if (method === 'GET' && url === '/v1/account/employees') {
      return { status: 200, body: options.employees ?? [employee('e1', 'Pablo', 0), employee('e2', 'Rosa', 3)] };
    }
    if (method === 'GET' && url === '/v1/account/invitations') return { status: 200, body: [pending] };
    return undefined;
  };
}

const renderDashboard = (handler: Handler) => renderSignedIn(company, '/dashboard', handler, 'Empleados');

describe('Company dashboard', () => {
  it('shows the places left, the state chips and the employees without any health or result data', async () => {
    const { requests } = await renderDashboard(companyApi({ places: [3] }));
    expect(await screen.findByText('Cupos restantes: 3')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Empleados' });
    const rosa = within(list).getByText('Rosa Silva').closest('li')!;
    expect(rosa).toHaveTextContent('rosa@cafe.uy');
    expect(rosa).toHaveTextContent('Resultado enviado');
    // Names, e-mail and kit state only: no results link, no PDF, no health data.
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    // The one control per person is Desvincular (issue 22).
    expect(
      within(list)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Desvincular', 'Desvincular']);
    expect(screen.queryByText(/Ver resultados|PDF|Diabetes|Patolog/)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/v1/Analyses'))).toBe(false);

    const chips = within(screen.getByRole('group', { name: 'Filtrar por estado' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([...listStateLabels]);
    await userEvent.setup().click(chips[3]!);
    expect(screen.queryByText('Rosa Silva')).not.toBeInTheDocument();
    expect(screen.getByText('Pablo Silva')).toBeVisible();

    expect(screen.getByRole('heading', { level: 2, name: 'Invitaciones enviadas' })).toBeVisible();
  });

  it('says when there are no employees yet', async () => {
    await renderDashboard(companyApi({ places: [2], employees: [] }));
    expect(await screen.findByText(noEmployeesText)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Filtrar por estado' })).not.toBeInTheDocument();
  });

  it("with no places left, Cargar empleado shows 'Tenés que tener kits comprados' and a way to buy places", async () => {
    // The page loads with 1 place; when the button asks again another admin has used it.
    const { requests } = await renderDashboard(companyApi({ places: [1, 0] }));
    expect(await screen.findByText('Cupos restantes: 1')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cargar empleado' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(`${invitationTexts.noKits}. Comprar cupos`);
    expect(banner).toHaveClass('MuiAlert-colorWarning');
    expect(within(banner).getByRole('link', { name: 'Comprar cupos' })).toHaveAttribute('href', '/profile?tab=cupos');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByText('Cupos restantes: 0')).toBeVisible();
    expect(requests.filter((r) => r.url === '/v1/account/kitsavailable')).toHaveLength(2);
  });

  it('with places, opens the menu and the dialog with the places warning, and posts fromBusiness', async () => {
    const { requests } = await renderDashboard(
      companyApi({
        places: [2],
        extra: ({ method, url }) =>
          method === 'POST' && url === '/v1/Account/fromBusiness'
            ? { status: 200, body: { invitation: pending, message: invitationTexts.sent } }
            : undefined,
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cargar empleado' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Enviar invitación por correo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar empleado' });
    expect(within(dialog).getByText(invitationTexts.placesWarning)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await user.type(within(dialog).getByLabelText('Apellido (opcional)'), 'Gómez');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'lucia@cafe.uy');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(invitationTexts.sent);
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      accountId: 'acc-1',
      newAccountInfo: { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@cafe.uy' },
    });
  });

  it('Cargar todos los datos opens /createUser?invitar=empleado', async () => {
    const { router } = await renderDashboard(companyApi({ places: [2] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cargar empleado' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cargar todos los datos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/createUser'));
    expect(router.state.location.search).toBe('?invitar=empleado');
  });

  it('keeps the payment banner after buying places (/dashboard?payment=success)', async () => {
    await renderSignedIn(company, '/dashboard?payment=success', companyApi({ places: [5] }), 'Empleados');
    expect(
      await screen.findByText('Pago realizado con éxito. Tus cupos ya están disponibles para tus empleados.'),
    ).toBeVisible();
    expect(await screen.findByText('Cupos restantes: 5')).toBeVisible();
  });

  it('unlinks an employee who left after asking, and shows the place that came back (issue 22)', async () => {
    let employees = [employee('e1', 'Pablo', 0), employee('e2', 'Rosa', 3)];
    const { requests } = await renderDashboard(
      companyApi({
        places: [0],
        extra: ({ method, url }) => {
          if (method === 'GET' && url === '/v1/account/employees') return { status: 200, body: employees };
          if (method === 'DELETE' && url === '/v1/account/employees/e1') {
            employees = employees.filter((e) => e.id !== 'e1');
            return {
              status: 200,
              body: { placeReturned: true, placesLeft: 1, message: employeeTexts.returned('Pablo Silva', 1) },
            };
          }
          return undefined;
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desvincular a Pablo Silva' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desvincular a Pablo Silva?' });
    // No kit sent yet: the dialog says the place comes back.
    expect(dialog).toHaveTextContent(employeeTexts.confirmUnused);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    // Rosa has her results: her place stays used.
    await user.click(screen.getByRole('button', { name: 'Desvincular a Rosa Silva' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(employeeTexts.confirmUsed);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Desvincular a Pablo Silva' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByText(employeeTexts.returned('Pablo Silva', 1))).toBeVisible();
    expect(await screen.findByText('Cupos restantes: 1')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Pablo Silva')).toBeNull());
  });

  it("an unlinked employee's invitation no longer reads 'Aceptada' (issue 41)", async () => {
    let unlinked = false;
    const accepted: InvitationSummary = {
      ...pending,
      id: 'i2',
      firstName: 'Pablo',
      lastName: 'Silva',
      email: 'pablo@cafe.uy',
      status: 'accepted',
    };
    await renderDashboard(
      companyApi({
        places: [0, 1],
        employees: [employee('e1', 'Pablo', 0)],
        extra: ({ method, url }) => {
          if (method === 'DELETE' && url === '/v1/account/employees/e1') {
            unlinked = true;
            return {
              status: 200,
              body: { placeReturned: true, placesLeft: 1, message: employeeTexts.returned('Pablo Silva', 1) },
            };
          }
          if (method === 'GET' && url === '/v1/account/employees' && unlinked) return { status: 200, body: [] };
          if (method === 'GET' && url === '/v1/account/invitations') {
            return {
              status: 200,
              body: [
                unlinked ? { ...accepted, unlinked: { at: '2026-11-30T15:00:00Z', placeReturned: true } } : accepted,
              ],
            };
          }
          return undefined;
        },
      }),
    );
    const invitations = await screen.findByRole('list', { name: 'Invitaciones enviadas' });
    expect(await within(invitations).findByText('Aceptada')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Desvincular a Pablo Silva' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desvincular' }));
    expect(await within(invitations).findByText('Fuera de tu lista de empleados')).toBeVisible();
    expect(within(invitations).queryByText('Aceptada')).toBeNull();
    expect(
      within(invitations).getByText(
        'Desvinculación del 30/11/2026: el kit no se había entregado y el cupo volvió a quedar disponible.',
      ),
    ).toBeVisible();
  });
});
