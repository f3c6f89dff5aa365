import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Handler,
  makeAccount,
  makeDistribution,
  makeInfo,
  montevideoAddress,
  renderSignedIn,
  type StubbedRequest,
} from './test-utils';

const customer = makeAccount('Customer');

/** GET getDistribution answers `info`; the slots list answers `slots`; everything else goes to `rest`. */
function kitApi(info: () => unknown, rest: Handler = () => undefined, slots: unknown[] = []): Handler {
  return (request: StubbedRequest) => {
    if (request.method === 'GET' && request.url === '/v1/analyses/getDistribution') {
      return { status: 200, body: info() };
    }
    if (request.method === 'GET' && request.url.startsWith('/v1/analyses/slots')) return { status: 200, body: slots };
    return rest(request);
  };
}

const activeStep = () =>
  screen.getByRole('heading', { level: 2, name: /Tipo de envío|Coordinar|Confirmación|Método|Resultados/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the kit flow: step derived from the fetched info', () => {
  it('greets by first name and starts at step 0 without distributions', async () => {
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo()),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, María!' })).toBeInTheDocument();
    expect(activeStep()).toHaveTextContent('Tipo de envío');
    expect(screen.getByRole('button', { name: 'Envío a domicilio' })).toBeEnabled();
    // María's Formulario ADN is complete: no reminder (issue 22).
    expect(screen.queryByRole('link', { name: 'Completar el Formulario ADN' })).not.toBeInTheDocument();
  });

  it('reminds of the Formulario ADN until sex, birth date, height and weight are in', async () => {
    const incomplete = { ...customer, profile: { ...customer.profile, gender: null, birthDate: null } };
    await renderSignedIn(
      incomplete,
      '/collections',
      kitApi(() => makeInfo()),
    );
    expect(await screen.findByRole('link', { name: 'Completar el Formulario ADN' })).toHaveAttribute('href', '/dna');
  });

  it('shows the delivery confirmation (step 2) once a delivery leg exists', async () => {
    const delivery = makeDistribution();
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo({ distributions: [delivery], pickupDistribution: delivery })),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirmación de entrega' })).toBeInTheDocument();
    expect(screen.getByText('05/08/2026')).toBeInTheDocument();
    expect(screen.getByText('08:00 a 14:00')).toBeInTheDocument();
    expect(screen.getByText('Av. Brasil 2500, ap. 301, esq. Ellauri, Montevideo')).toBeInTheDocument();
  });

  it('shows the lab stage (step 5) when the sample is in the lab', async () => {
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo({ status: 2 })),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Test en laboratorio' })).toBeInTheDocument();
    expect(screen.getByText('Esperando Resultados')).toBeInTheDocument();
  });

  it('goes to /home once the results were sent (status 8)', async () => {
    const { router } = await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo({ status: 8 })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('the kit flow: choices and submissions', () => {
  it('office delivery submits at once and skips to the confirmation', async () => {
    let info = makeInfo();
    const office = makeDistribution({
      id: '22222222-2222-4222-8222-222222222222',
      type: 1,
      address: {
        street: 'Av. 18 de Julio',
        doorNumber: 1234,
        apartmentNumber: 'Oficina 501',
        corner: 'Ejido',
        state: 0,
        city: '',
      },
      kitDistributions: [],
    });
    const { requests } = await renderSignedIn(
      customer,
      '/collections',
      kitApi(
        () => info,
        (request) => {
          if (request.url === '/v1/analyses/adddistribution') return { status: 200, body: office };
          if (request.url === '/v1/analyses/addkitdistribution') {
            const leg = {
              id: 'leg-9',
              type: 1,
              date: null,
              schedule: null,
              status: 'scheduled' as const,
              agreedDate: null,
            };
            const withLeg = { ...office, kitDistributions: [leg] };
            info = makeInfo({ distributions: [withLeg], pickupDistribution: withLeg });
            return { status: 200, body: leg };
          }
          return undefined;
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retiro en la oficina' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirmación de entrega' })).toBeInTheDocument();
    expect(screen.getByText('Retirás el kit en nuestra oficina.')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/v1/analyses/adddistribution', '/v1/analyses/addkitdistribution']);
    expect(posts[0]!.body).toMatchObject({ type: 1 });
    expect(posts[1]!.body).toEqual({ distributionId: office.id, typeDelivery: 1 });
  });

  it('validates the address and warns outside Montevideo that the team will phone', async () => {
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo()),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envío a domicilio' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Coordinar entrega' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText('El campo es obligatorio.')).toHaveLength(2);
    await userEvent.click(within(dialog).getByLabelText(/Calle/));
    await userEvent.paste('Uruguay');
    await userEvent.click(within(dialog).getByLabelText(/Número de puerta/));
    await userEvent.paste('-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Número de puerta debe ser positivo')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Número de puerta/));
    await userEvent.click(within(dialog).getByLabelText(/Número de puerta/));
    await userEvent.paste('100');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Departamento/), 'Salto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Uruguay 100, Salto')).toBeInTheDocument();
    expect(screen.getByText(/nuestro equipo te va a llamar para acordar la fecha/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Elegí día y horario' })).not.toBeInTheDocument();
  });

  it('the day picker disables the next 48 hours, weekends, holidays and full slots', async () => {
    // Thursday 20 August 2026, 10:00 in Montevideo; Tuesday 25 August is a public holiday.
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const slots = [
      { date: '2026-08-26', schedule: 0, full: true },
      { date: '2026-08-27', schedule: 0, full: true },
      { date: '2026-08-27', schedule: 1, full: true },
    ];
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo(), undefined, slots),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envío a domicilio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.click(within(dialog).getByLabelText(/Calle/));
    await userEvent.paste('Av. Brasil');
    await userEvent.click(within(dialog).getByLabelText(/Número de puerta/));
    await userEvent.paste('2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const picker = await screen.findByRole('group', { name: 'Elegí día y horario' });

    const day = (name: string) => within(picker).getByRole('button', { name });
    // The full slots come with the slots' answer, after the grid has drawn: wait for it.
    await waitFor(() => expect(day('jueves, 27 de agosto de 2026')).toBeDisabled());
    expect(day('jueves, 20 de agosto de 2026')).toBeDisabled(); // today
    expect(day('viernes, 21 de agosto de 2026')).toBeDisabled(); // within 48 hours
    expect(day('sábado, 22 de agosto de 2026')).toBeDisabled(); // weekend
    expect(day('domingo, 23 de agosto de 2026')).toBeDisabled();
    expect(day('lunes, 24 de agosto de 2026')).toBeEnabled();
    expect(day('martes, 25 de agosto de 2026')).toBeDisabled(); // Declaratoria de la Independencia
    expect(day('miércoles, 26 de agosto de 2026')).toBeEnabled(); // one slot left
    expect(day('jueves, 27 de agosto de 2026')).toBeDisabled(); // both slots full

    // Suggested slots: 3 days from 60 hours ahead, skipping the weekend and the holiday, 2 slots a day.
    const quick = within(picker).getAllByRole('button', { name: /, de \d\d:00 a \d\d:00/ });
    expect(quick.map((b) => b.getAttribute('aria-label'))).toEqual([
      'lunes, 24 de agosto de 2026, de 08:00 a 14:00',
      'lunes, 24 de agosto de 2026, de 14:00 a 22:00',
      'miércoles, 26 de agosto de 2026, de 08:00 a 14:00, completo',
      'miércoles, 26 de agosto de 2026, de 14:00 a 22:00',
      'jueves, 27 de agosto de 2026, de 08:00 a 14:00, completo',
      'jueves, 27 de agosto de 2026, de 14:00 a 22:00, completo',
    ]);
    expect(quick[2]).toBeDisabled();
    expect(quick[3]).toBeEnabled();

    await userEvent.click(day('miércoles, 26 de agosto de 2026'));
    expect(within(picker).getByRole('radio', { name: '08:00 a 14:00 (completo)' })).toBeDisabled();
    expect(within(picker).getByRole('radio', { name: '14:00 a 22:00' })).toBeEnabled();
  });

  it('schedules a Montevideo delivery with the chosen day and slot', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const created = makeDistribution({ kitDistributions: [] });
    const { requests } = await renderSignedIn(
      customer,
      '/collections',
      kitApi(
        () => makeInfo(),
        (request) => {
          if (request.url === '/v1/analyses/adddistribution') return { status: 200, body: created };
          if (request.url === '/v1/analyses/addkitdistribution') {
            return { status: 409, body: { error: 'CONFLICT', message: 'Ese horario ya está completo. Elegí otro.' } };
          }
          return undefined;
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envío a domicilio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Ingresá la dirección.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.click(within(dialog).getByLabelText(/Calle/));
    await userEvent.paste('Av. Brasil');
    await userEvent.click(within(dialog).getByLabelText(/Número de puerta/));
    await userEvent.paste('2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Elegí un día y un horario.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'lunes, 24 de agosto de 2026, de 14:00 a 22:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Ese horario ya está completo. Elegí otro.')).toBeInTheDocument();
    const kitCall = requests.find((r) => r.url === '/v1/analyses/addkitdistribution');
    expect(kitCall?.body).toEqual({ distributionId: created.id, typeDelivery: 1, date: '2026-08-24', schedule: 1 });
    expect(requests.find((r) => r.url === '/v1/analyses/adddistribution')?.body).toMatchObject({
      type: 0,
      address: { street: 'Av. Brasil', doorNumber: 2500, state: 0, city: '', department: 0, new: false },
    });
  });
});

describe('the kit flow: pickup', () => {
  const delivered = () => {
    const delivery = makeDistribution();
    return makeInfo({ status: 7, distributions: [delivery], pickupDistribution: delivery });
  };

  async function openPickupForm(handler: Handler) {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const rendered = await renderSignedIn(customer, '/collections', kitApi(delivered, handler));
    expect(await screen.findByText('Tu kit fue entregado. Tomá la muestra y coordiná el retiro.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coordinar retiro' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Método de retiro' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retiro a domicilio' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Coordinar retiro' })).toBeInTheDocument();
    return rendered;
  }

  const leg = { id: 'leg-2', type: 2, date: '2026-08-24', schedule: 0, status: 'scheduled', agreedDate: null };

  it('Siguiente enters a confirm mode with Editar; Confirmar reuses the unchanged address', async () => {
    const { requests } = await openPickupForm((request) =>
      request.url === '/v1/analyses/addkitdistribution' ? { status: 200, body: leg } : undefined,
    );
    // The address on file fills the form.
    expect(screen.getByText('Av. Brasil 2500, ap. 301, esq. Ellauri, Montevideo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'lunes, 24 de agosto de 2026, de 08:00 a 14:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByText('Revisá los datos del retiro')).toBeInTheDocument();
    expect(screen.getByText('24/08/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/v1/analyses/addkitdistribution']);
    expect(posts[0]!.body).toEqual({
      distributionId: makeDistribution().id,
      typeDelivery: 2,
      date: '2026-08-24',
      schedule: 0,
    });
  });

  it('a changed street creates a new address flagged new before the pickup', async () => {
    const fresh = makeDistribution({
      id: '33333333-3333-4333-8333-333333333333',
      address: { ...montevideoAddress, street: 'Rivera' },
      kitDistributions: [],
    });
    const { requests } = await openPickupForm((request) => {
      if (request.url === '/v1/analyses/adddistribution') return { status: 200, body: fresh };
      if (request.url === '/v1/analyses/addkitdistribution') return { status: 200, body: leg };
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    expect(within(dialog).getByLabelText(/Calle/)).toHaveValue('Av. Brasil');
    await userEvent.clear(within(dialog).getByLabelText(/Calle/));
    await userEvent.click(within(dialog).getByLabelText(/Calle/));
    await userEvent.paste('Rivera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'lunes, 24 de agosto de 2026, de 08:00 a 14:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('heading', { level: 2, name: 'Resultados' });
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/v1/analyses/adddistribution', '/v1/analyses/addkitdistribution']);
    expect(posts[0]!.body).toMatchObject({ type: 0, address: { street: 'Rivera', doorNumber: 2500, new: true } });
    expect(posts[1]!.body).toMatchObject({ distributionId: fresh.id, typeDelivery: 2 });
  });
});

describe('the kit timeline', () => {
  it('lists every stage with its date and counts the 45-business-day promise down', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const info = makeInfo(
      { status: 2, resultsDueDate: '2026-08-27' },
      {
        1: '2026-08-01T12:00:00Z',
        7: '2026-08-05T15:00:00Z',
        5: '2026-08-10T02:00:00Z', // 9 August, 23:00 in Montevideo
        2: '2026-08-11T13:00:00Z',
      },
    );
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => info),
    );
    const timeline = await screen.findByRole('complementary', { name: 'Seguimiento' });
    expect(within(timeline).getByText('Kit pagado')).toBeInTheDocument();
    expect(within(timeline).getByText('01/08/2026')).toBeInTheDocument();
    expect(within(timeline).getByText('05/08/2026')).toBeInTheDocument();
    expect(within(timeline).getByText('09/08/2026')).toBeInTheDocument();
    // The pickup was never scheduled, but the sample was collected: that stage is past, not pending.
    expect(within(timeline).queryByText('Pendiente')).not.toBeInTheDocument();
    expect(within(timeline).getByText('Resultados enviados')).toBeInTheDocument();
    expect(within(timeline).getByText('En curso')).toBeInTheDocument();
    // 21, 24, 26 and 27 August: the weekend and the 25 August holiday do not count.
    expect(within(timeline).getByText('Faltan 4 días hábiles')).toBeInTheDocument();
    expect(within(timeline).getByText(/a más tardar el 27\/08\/2026/)).toBeInTheDocument();
  });
});

describe('one kit state for the stepper and the tracker (issue 22)', () => {
  const both = () => {
    const d = makeDistribution({
      kitDistributions: [
        { id: 'leg-1', type: 1, date: '2026-08-26', schedule: 0, status: 'scheduled', agreedDate: null },
        { id: 'leg-2', type: 2, date: '2026-08-27', schedule: 1, status: 'scheduled', agreedDate: null },
      ],
    });
    return makeInfo({ distributions: [d], pickupDistribution: d, returnDistribution: d });
  };

  it('delivery and pickup booked before the kit arrives: both say the same', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    await renderSignedIn(customer, '/collections', kitApi(both));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    const timeline = screen.getByRole('complementary', { name: 'Seguimiento' });
    expect(within(timeline).getByText('26/08/2026, de 08:00 a 14:00')).toBeInTheDocument();
    expect(within(timeline).getByText('27/08/2026, de 14:00 a 22:00')).toBeInTheDocument();
    expect(within(timeline).getByText('En curso')).toBeInTheDocument(); // Kit entregado, not yet
    const stepper = screen.getByLabelText('Etapas de tu kit');
    const done = within(stepper)
      .getAllByText(/./, { selector: '.MuiStepLabel-label.Mui-completed' })
      .map((e) => e.textContent);
    expect(done).toEqual(['Tipo de envío', 'Coordinar entrega', 'Método de retiro', 'Coordinar retiro']);
  });

  it('the pickup picker never offers the delivery slot or earlier', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const delivery = makeDistribution({
      kitDistributions: [
        { id: 'leg-1', type: 1, date: '2026-08-24', schedule: 1, status: 'scheduled', agreedDate: null },
      ],
    });
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo({ distributions: [delivery], pickupDistribution: delivery })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Coordinar retiro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retiro a domicilio' }));
    const picker = await screen.findByRole('group', { name: 'Elegí día y horario' });
    const quick = within(picker).getAllByRole('button', { name: /, de \d\d:00 a \d\d:00/ });
    expect(quick[0]).toHaveAccessibleName('miércoles, 26 de agosto de 2026, de 08:00 a 14:00');
    expect(within(picker).getByRole('button', { name: 'lunes, 24 de agosto de 2026' })).toBeDisabled();
  });

  it('reschedules a booked pickup from the results stage', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const { requests } = await renderSignedIn(
      customer,
      '/collections',
      kitApi(both, (request) =>
        request.url === '/v1/analyses/reschedulekitdistribution'
          ? {
              status: 200,
              body: { id: 'leg-3', type: 2, date: '2026-08-28', schedule: 0, status: 'scheduled', agreedDate: null },
            }
          : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reprogramar retiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar el retiro de la muestra' });
    // After the delivery (26/08, morning) only.
    expect(within(dialog).getByRole('button', { name: 'lunes, 24 de agosto de 2026' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Elegí un día y un horario.')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'viernes, 28 de agosto de 2026, de 08:00 a 14:00' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Listo: quedó para el 28\/08\/2026, de 08:00 a 14:00/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/v1/analyses/reschedulekitdistribution')?.body).toEqual({
      typeDelivery: 2,
      date: '2026-08-28',
      schedule: 0,
    });
  });

  it('moves the delivery past the booked pickup, saying first that the pickup is released (issue 41)', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    // Delivery 26/08 morning, pickup 26/08 afternoon: no slot before the pickup is left to move to.
    const tight = () => {
      const d = makeDistribution({
        kitDistributions: [
          { id: 'leg-1', type: 1, date: '2026-08-26', schedule: 0, status: 'scheduled', agreedDate: null },
          { id: 'leg-2', type: 2, date: '2026-08-26', schedule: 1, status: 'scheduled', agreedDate: null },
        ],
      });
      return makeInfo({ distributions: [d], pickupDistribution: d, returnDistribution: d });
    };
    const { requests } = await renderSignedIn(
      customer,
      '/collections',
      kitApi(tight, (request) =>
        request.url === '/v1/analyses/reschedulekitdistribution'
          ? {
              status: 200,
              body: { id: 'leg-3', type: 1, date: '2026-08-28', schedule: 0, status: 'scheduled', agreedDate: null },
            }
          : undefined,
      ),
    );
    // The wizard opens on the pickup's stage: the delivery is moved from there too.
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reprogramar entrega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar la entrega del kit' });
    const later = within(dialog).getByRole('button', { name: 'miércoles, 26 de agosto de 2026, de 14:00 a 22:00' });
    expect(later).toBeEnabled();
    await userEvent.click(later);
    expect(
      within(dialog).getByText(
        'Ese día es igual o posterior al retiro de la muestra que tenés agendado (26/08/2026, de 14:00 a 22:00). Si seguís, cancelamos ese retiro y lo agendás de nuevo cuando recibas el kit.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar la entrega y cancelar el retiro' }));
    expect(await screen.findByText(/cancelamos el retiro de la muestra\. Agendalo de nuevo/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/v1/analyses/reschedulekitdistribution')?.body).toEqual({
      typeDelivery: 1,
      date: '2026-08-26',
      schedule: 1,
      releasePickup: true,
    });
  });

  it('an office delivery chosen by mistake becomes a home delivery (issue 41)', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const office = makeDistribution({
      id: '22222222-2222-4222-8222-222222222222',
      type: 1,
      address: {
        street: 'Av. 18 de Julio',
        doorNumber: 1234,
        apartmentNumber: 'Oficina 501',
        corner: 'Ejido',
        state: 0,
        city: '',
      },
      kitDistributions: [{ id: 'leg-1', type: 1, date: null, schedule: null, status: 'scheduled', agreedDate: null }],
    });
    const home = makeDistribution({ id: '33333333-3333-4333-8333-333333333333', kitDistributions: [] });
    const { requests } = await renderSignedIn(
      customer,
      '/collections',
      kitApi(
        () => makeInfo({ distributions: [office], pickupDistribution: office }),
        (request) => {
          if (request.url === '/v1/analyses/adddistribution') return { status: 200, body: home };
          if (request.url === '/v1/analyses/addkitdistribution') {
            return {
              status: 200,
              body: { id: 'leg-2', type: 1, date: '2026-08-26', schedule: 1, status: 'scheduled', agreedDate: null },
            };
          }
          return undefined;
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar cómo recibo el kit' }));
    expect(await screen.findByText(/^Ahora tenés elegido: la oficina\./)).toBeInTheDocument();
    // Keeping it goes back without asking the server anything.
    await userEvent.click(screen.getByRole('button', { name: 'Dejarlo como estaba' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirmación de entrega' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar cómo recibo el kit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Envío a domicilio' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    const form = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.type(within(form).getByLabelText(/^Calle/), 'Av. Brasil');
    await userEvent.type(within(form).getByLabelText(/^Número de puerta/), '2500');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'miércoles, 26 de agosto de 2026, de 14:00 a 22:00' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/v1/analyses/addkitdistribution')).toBe(true));
    expect(requests.find((r) => r.url === '/v1/analyses/addkitdistribution')?.body).toEqual({
      distributionId: home.id,
      typeDelivery: 1,
      date: '2026-08-26',
      schedule: 1,
    });
  });

  it('on the booked day itself, says it is too late to reschedule instead of offering it', async () => {
    vi.setSystemTime(new Date('2026-08-27T09:00:00-03:00'));
    await renderSignedIn(customer, '/collections', kitApi(both));
    expect(await screen.findByText(/^Ya no se puede reprogramar desde acá/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprogramar retiro' })).not.toBeInTheDocument();
  });

  it('a kit whose day passed can be reported lost; the replacement shows', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    let info = makeInfo({
      distributions: [makeDistribution()],
      pickupDistribution: makeDistribution(), // delivery on 05/08, long gone
    });
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(
        () => info,
        (request) => {
          if (request.url !== '/v1/analyses/reportlostkit') return undefined;
          info = makeInfo({ replacement: { reason: 'lost', previousReferenceId: 'NT-2026-000001', note: null } });
          return { status: 200, body: info };
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Avisar que no llegó' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Tu kit no llegó?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, no lo recibí' }));
    expect(await screen.findByText(/Tu kit anterior \(NT-2026-000001\) no llegó/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tipo de envío' })).toBeInTheDocument();
    const timeline = screen.getByRole('complementary', { name: 'Seguimiento' });
    expect(within(timeline).getByText('Kit de reemplazo sin costo')).toBeInTheDocument();
  });

  it('a replacement of a lost kit reported lost again goes to review: said in the dialog and after (issue 36, N4)', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00-03:00'));
    const replacement = { reason: 'lost' as const, previousReferenceId: 'NT-2026-000001', note: null };
    let info = makeInfo({
      distributions: [makeDistribution()],
      pickupDistribution: makeDistribution(),
      replacement,
    });
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(
        () => info,
        (request) => {
          if (request.url !== '/v1/analyses/reportlostkit') return undefined;
          info = { ...info, lostReviewRequestedAt: '2026-08-20T13:00:00Z' };
          return { status: 200, body: info };
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Avisar que no llegó' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Tu kit no llegó?' });
    expect(within(dialog).getByText(/Este kit ya reemplazaba a uno que se perdió/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, no lo recibí' }));
    expect(await screen.findByText('Estamos revisando tu aviso')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avisar que no llegó' })).not.toBeInTheDocument();
  });

  it('moves focus to the new step’s heading after a choice', async () => {
    await renderSignedIn(
      customer,
      '/collections',
      kitApi(() => makeInfo()),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envío a domicilio' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Coordinar entrega' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
