import {
  type CommissionItem,
  type InvitationSummary,
  invitationTexts,
  type LinkedPerson,
  listStateLabels,
  messages,
} from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, makeAccount, renderSignedIn, type StubbedRequest } from '../../../test/signed-in-harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nutritionist = makeAccount('Nutritionist');

function person(id: string, firstName: string, state: LinkedPerson['state']): LinkedPerson {
  return {
    id,
    firstName,
    lastName: 'Pérez',
    email: `${firstName.toLowerCase()}@test.uy`,
    analysisStatus: [1, 4, 2, 8][state]!,
    state,
    referenceId: `NT-${id}`,
    since: '2026-10-01T12:00:00Z',
  };
}

const patients = [
  person('p0', 'Bruno', 0),
  person('p1', 'Carla', 1),
  person('p2', 'Diego', 2),
  person('p3', 'Elena', 3),
];

function invitation(id: string, firstName: string, status: InvitationSummary['status']): InvitationSummary {
  return {
    id,
    firstName,
    lastName: 'Rodríguez',
    email: `${firstName.toLowerCase()}@test.uy`,
    status,
    createdAt: '2026-11-01T12:00:00Z',
    expiresAt: '2026-12-01T12:00:00Z',
  };
}

const sampleResults = {
  patient: { firstName: 'Elena', lastName: 'Pérez' },
  analysisId: 'an-3',
  referenceId: 'NT-p3',
  status: 8,
  items: [],
  missing: [],
};

/** The dashboard's endpoints; `invitations` and `commissions` are read at each request. */
function practiceApi(
  options: {
    patients?: LinkedPerson[];
    invitations?: InvitationSummary[];
    commissions?: Record<string, CommissionItem[]>;
    extra?: Handler;
  } = {},
): Handler {
  return (request: StubbedRequest) => {
    const extra = options.extra?.(request);
    if (extra) return extra;
    const { method, url } = request;
    if (method === 'GET' && url === '/v1/account/patients') return { status: 200, body: options.patients ?? patients };
    if (method === 'GET' && url === '/v1/account/invitations') return { status: 200, body: options.invitations ?? [] };
    if (method === 'GET' && url.startsWith('/v1/commission?')) {
      const start = new URLSearchParams(url.split('?')[1]).get('startDate') ?? '';
      return { status: 200, body: options.commissions?.[start] ?? [] };
    }
    if (method === 'GET' && url === '/v1/Analyses/patients/result/p3') return { status: 200, body: sampleResults };
    return undefined;
  };
}

const renderDashboard = (handler: Handler = practiceApi()) =>
  renderSignedIn(nutritionist, '/dashboard', handler, 'Mis pacientes');

const chip = (label: string) =>
  within(screen.getByRole('group', { name: 'Filtrar por estado' })).getByRole('button', { name: label });

describe('Nutritionist dashboard: Mis pacientes', () => {
  it('lists the patients with their state, and the four chips filter them', async () => {
    await renderDashboard();
    const list = await screen.findByRole('list', { name: 'Pacientes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const bruno = within(list).getByText('Bruno Pérez').closest('li')!;
    expect(bruno).toHaveTextContent('bruno@test.uy');
    expect(bruno).toHaveTextContent('Esperando kit');
    expect(screen.getByRole('tab', { name: 'Mis pacientes', selected: true })).toBeVisible();

    for (const label of listStateLabels) expect(chip(label)).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();
    await user.click(chip('Esperando kit'));
    expect(chip('Esperando kit')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Bruno Pérez')).not.toBeInTheDocument();
    expect(screen.getByText('Carla Pérez')).toBeVisible();

    await user.click(chip('Realizando test'));
    await user.click(chip('Esperando resultado'));
    await user.click(chip('Resultado enviado'));
    expect(screen.queryByRole('list', { name: 'Pacientes' })).not.toBeInTheDocument();
    expect(screen.getByText('Ningún paciente está en los estados elegidos.')).toBeVisible();

    await user.click(chip('Esperando kit'));
    expect(screen.getByText('Bruno Pérez')).toBeVisible();
    expect(screen.queryByText('Elena Pérez')).not.toBeInTheDocument();
  });

  it('offers Ver resultados and the PDF only for results sent (state 3), reading results on demand', async () => {
    const { requests } = await renderDashboard();
    await screen.findByRole('list', { name: 'Pacientes' });
    const links = screen.getAllByRole('link', { name: /^Ver resultados/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Ver resultados de Elena Pérez');
    expect(links[0]).toHaveAttribute('href', '/patientresult?id=p3');
    expect(screen.getAllByRole('button', { name: /^Descargar PDF/ })).toHaveLength(1);
    expect(requests.some((r) => r.url.startsWith('/v1/Analyses'))).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar PDF de Elena Pérez' }));
    expect(await screen.findByRole('button', { name: 'Generar PDF de resultados' })).toBeVisible();
    expect(requests.filter((r) => r.url === '/v1/Analyses/patients/result/p3')).toHaveLength(1);
  });

  it('without patients or pending invitations shows the signup view with the public code', async () => {
    await renderDashboard(practiceApi({ patients: [], invitations: [invitation('i9', 'Ana', 'revoked')] }));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '¡Te damos la bienvenida, Ana! Cargá a tus primeros pacientes',
      }),
    ).toBeVisible();
    expect(screen.getByText('NUTRI1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cargar paciente' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Filtrar por estado' })).not.toBeInTheDocument();
    // A cancelled invitation is not followed up.
    expect(screen.queryByRole('heading', { name: 'Invitaciones enviadas' })).not.toBeInTheDocument();
  });

  it('with a pending invitation and no patient yet, shows the list state and the invitation', async () => {
    await renderDashboard(practiceApi({ patients: [], invitations: [invitation('i1', 'Lucía', 'pending')] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Invitaciones enviadas' })).toBeVisible();
    expect(screen.getByText(/Todavía no tenés pacientes con kit/)).toBeVisible();
    expect(screen.queryByText(/Cargá a tus primeros pacientes/)).not.toBeInTheDocument();
  });

  it('a registered invitee without a kit is listed with that state, not hidden (issue 22)', async () => {
    const invitations = [{ ...invitation('i2', 'Mario', 'accepted'), progress: 'registered' as const }];
    await renderDashboard(practiceApi({ patients: [], invitations }));
    const list = await screen.findByRole('list', { name: 'Invitaciones enviadas' });
    const mario = within(list).getByText('Mario Rodríguez').closest('li')!;
    expect(within(mario).getByText('Aceptada')).toBeVisible();
    expect(within(mario).getByText('Con cuenta, sin kit')).toBeVisible();
    expect(within(mario).getByText(/Va a aparecer en Pacientes cuando compre su kit/)).toBeVisible();
    expect(screen.queryByText(/Cargá a tus primeros pacientes/)).not.toBeInTheDocument();
  });

  it('each invitee shows where they are: invited, registered, kit bought, results ready', async () => {
    const progress = ['invited', 'registered', 'kitBought', 'resultsReady'] as const;
    const names = ['Lucía', 'Mario', 'Nora', 'Olga'];
    const invitations = names.map((name, i) => ({
      ...invitation(`i${i}`, name, i === 0 ? 'pending' : 'accepted'),
      progress: progress[i],
    }));
    await renderDashboard(practiceApi({ invitations }));
    const list = await screen.findByRole('list', { name: 'Invitaciones enviadas' });
    // Pending is the invited state; once registered, the invitation reads Aceptada plus where they are.
    const chips = ['Pendiente', 'Con cuenta, sin kit', 'Kit comprado', 'Resultados listos'];
    for (const [i, name] of names.entries()) {
      const item = within(list).getByText(`${name} Rodríguez`).closest('li')!;
      expect(within(item).getByText(chips[i]!)).toBeVisible();
    }
  });

  it('Reenviar and Cancelar invitación call their endpoints and refresh the list', async () => {
    let invitations = [invitation('i1', 'Lucía', 'pending'), invitation('i2', 'Mario', 'expired')];
    invitations.push(invitation('i3', 'Nora', 'accepted'));
    const { requests } = await renderDashboard(
      practiceApi({
        extra: ({ method, url }) => {
          if (method === 'GET' && url === '/v1/account/invitations') return { status: 200, body: invitations };
          if (method === 'POST' && url === '/v1/account/invitations/i2/resend') {
            const renewed = { ...invitations[1]!, status: 'pending' as const, expiresAt: '2026-12-31T12:00:00Z' };
            invitations = [invitations[0]!, renewed, invitations[2]!];
            return { status: 200, body: { invitation: renewed, message: invitationTexts.resent } };
          }
          if (method === 'DELETE' && url === '/v1/account/invitations/i1') {
            invitations = invitations.map((i) => (i.id === 'i1' ? { ...i, status: 'revoked' as const } : i));
            return { status: 204 };
          }
          return undefined;
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Invitaciones enviadas' });
    const lucia = within(list).getByText('Lucía Rodríguez').closest('li')!;
    expect(lucia).toHaveTextContent('Pendiente');
    expect(lucia).toHaveTextContent('Vence el 01/12/2026');
    const mario = within(list).getByText('Mario Rodríguez').closest('li')!;
    expect(mario).toHaveTextContent('Vencida');
    expect(mario).toHaveTextContent('Venció el 01/12/2026');
    // An accepted invitation is shown without actions.
    const nora = within(list).getByText('Nora Rodríguez').closest('li')!;
    expect(within(nora).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const listReads = () => requests.filter((r) => r.method === 'GET' && r.url === '/v1/account/invitations').length;
    const before = listReads();
    await user.click(within(mario).getByRole('button', { name: 'Reenviar invitación a Mario Rodríguez' }));
    expect(await screen.findByText(invitationTexts.resent)).toBeVisible();
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
    expect(await within(list).findByText('Vence el 31/12/2026')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancelar invitación de Lucía Rodríguez' }));
    expect(await screen.findByText(invitationTexts.revoked)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Lucía Rodríguez')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/v1/account/invitations/i1']);
  });

  it('Cargar paciente → Enviar invitación por correo posts fromNutritionist with the own id', async () => {
    const { requests } = await renderDashboard(
      practiceApi({
        extra: ({ method, url, body }) => {
          if (method !== 'POST' || url !== '/v1/account/fromNutritionist') return undefined;
          const email = (body as { newAccountInfo: { email: string } }).newAccountInfo.email;
          if (email === 'ana@test.uy') {
            return {
              status: 409,
              body: {
                error: 'CONFLICT',
                message: messages.emailAlreadyLoaded,
                fields: { 'newAccountInfo.email': messages.emailAlreadyLoaded },
              },
            };
          }
          return {
            status: 200,
            body: { invitation: invitation('i5', 'Lucía', 'pending'), message: invitationTexts.sent },
          };
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cargar paciente' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Enviar invitación por correo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar paciente' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@test.uy');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        messages.emailAlreadyLoaded,
      ),
    );

    await user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'lucia@test.uy');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(invitationTexts.sent);
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      accountId: 'acc-1',
      newAccountInfo: { firstName: 'Lucía', email: 'lucia@test.uy' },
    });
    // The new invitation shows up in the list.
    await waitFor(() => expect(requests.filter((r) => r.url === '/v1/account/invitations').length).toBeGreaterThan(1));
  });

  it('Cargar todos los datos opens /createUser?invitar=paciente', async () => {
    const { router } = await renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cargar paciente' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cargar todos los datos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/createUser'));
    expect(router.state.location.search).toBe('?invitar=paciente');
  });
});

describe('Nutritionist dashboard: Mi balance', () => {
  const commission = (id: string, firstName: string, amount: number, status: CommissionItem['status']) => ({
    id,
    amount,
    currency: 'USD' as const,
    status,
    created: '2026-11-10T15:00:00Z',
    transaction: { buyer: { firstName, lastName: 'Pérez' } },
  });

  it("opens on Mi balance from /dashboard?tab=balance (the profile's Ver mis liquidaciones), and back on Mis pacientes", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T15:00:00Z') });
    const { router } = await renderSignedIn(
      nutritionist,
      '/dashboard?tab=balance',
      practiceApi({ commissions: { '2026-11-01': [commission('c1', 'Bruno', 2990, 'accrued')] } }),
      'Mis pacientes',
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mi balance' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'noviembre de 2026' })).toBeVisible();
    const month = await screen.findByRole('list', { name: 'Pacientes del mes' });
    expect(within(month).getByText('Bruno Pérez')).toBeVisible();

    // Leaving the parameter (the header's link to /dashboard) opens the patients again.
    await router.navigate('/dashboard');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mis pacientes' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('list', { name: 'Pacientes' })).toBeVisible();
  });

  it('navigates the months, totals the commissions without the reversed ones, and says when there are none', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T15:00:00Z') });
    const { requests } = await renderDashboard(
      practiceApi({
        commissions: {
          '2026-11-01': [
            commission('c1', 'Bruno', 2990, 'accrued'),
            commission('c2', 'Carla', 2990, 'paid'),
            commission('c3', 'Diego', 4990, 'reversed'),
          ],
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Mi balance' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'noviembre de 2026' })).toBeVisible();
    expect(await screen.findByText('USD 59,80')).toBeVisible();
    expect(requests.map((r) => r.url)).toContain('/v1/commission?startDate=2026-11-01&endDate=2026-11-30');
    const list = screen.getByRole('list', { name: 'Pacientes del mes' });
    expect(within(list).getByText('Bruno Pérez')).toBeVisible();
    const diego = within(list).getByText('Diego Pérez').closest('li')!;
    expect(within(diego).getByText('USD 49,90').tagName).toBe('S');
    expect(diego).toHaveTextContent('Anulada');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'octubre de 2026' })).toBeVisible();
    expect(await screen.findByText('No tuviste pacientes este mes')).toBeVisible();
    expect(screen.getByText('USD 0')).toBeVisible();
    expect(requests.map((r) => r.url)).toContain('/v1/commission?startDate=2026-10-01&endDate=2026-10-31');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'noviembre de 2026' })).toBeVisible();
    expect(await screen.findByText('USD 59,80')).toBeVisible();
  });
});
