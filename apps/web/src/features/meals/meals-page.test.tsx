import { mealsTexts } from '@nutritest/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeAccount,
  renderAt,
  renderSignedIn,
  type StubbedRequest,
  setUpDatedPageTests,
  stubApi,
} from '../../../test/signed-in-harness';
import { CART_STORAGE_KEY } from './lib/cart';
import { CHECKOUT_STORAGE_KEY } from './lib/checkout-storage';
import {
  ACCESS_KEY,
  mealsApi,
  NOW,
  ORDER_ID,
  orderResponse,
  sandboxPreference,
  saveZoneFor,
  storeCart,
  storeCheckout,
} from './test-utils';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

vi.mock('../../components/checkout/leave-page', async (original) => ({
  ...(await original<typeof import('../../components/checkout/leave-page')>()),
  leaveTo: vi.fn(),
}));

setUpDatedPageTests(NOW);

const customer = makeAccount('Customer');

async function openGuest(path = '/platos-semanales', extra?: Parameters<typeof mealsApi>[0]) {
  const requests = stubApi(mealsApi(extra));
  const router = renderAt(path);
  // `hidden`: the zone dialog, when open, hides the page from assistive technology.
  await screen.findByRole('heading', { level: 1, name: 'Platos semanales', hidden: true });
  return { router, requests };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const cart = () => screen.getByRole('complementary', { name: 'Resumen del pedido' });

/** Fills an empty field in one paste: the order form tests are about the values, not the keystrokes. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function add(user: ReturnType<typeof userEvent.setup>, title: string, day: string) {
  const meal = (await screen.findByRole('article', { name: title })) as HTMLElement;
  await user.selectOptions(within(meal).getByLabelText('Día de entrega'), day);
  await user.click(within(meal).getByRole('button', { name: 'Agregar' }));
}

/** The selected week tab first shows the open week of 23/11, with all its cards drawn. */
async function menuReady() {
  const tab = await screen.findByRole('tab', { name: 'Semana del 23/11 al 29/11', selected: true });
  const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
  await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toBeNull());
}

describe('/platos-semanales', () => {
  it('starts with the intro and asks where to deliver; the zone is kept per user', async () => {
    const user = userEvent.setup();
    await openGuest();
    const dialog = await screen.findByRole('dialog', { name: '¿Dónde recibís tus platos?' });
    expect(within(dialog).getByLabelText('Departamento')).toHaveValue('Montevideo');
    expect(within(dialog).getByLabelText('Localidad')).toHaveValue('Aguada');
    await within(dialog).findByText('$U 70 por día de entrega');
    await user.selectOptions(within(dialog).getByLabelText('Localidad'), 'Prado');
    expect(within(dialog).getByText('$U 90 por día de entrega')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Departamento'), 'Canelones');
    expect(within(dialog).getByLabelText('Localidad')).toHaveValue('Barra de Carrasco');
    await user.selectOptions(within(dialog).getByLabelText('Departamento'), 'Montevideo');
    await user.selectOptions(within(dialog).getByLabelText('Localidad'), 'Pocitos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: mealsTexts.intro })).toBeInTheDocument();
    expect(screen.getByText(/lunes, martes, jueves y viernes/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('departments')!)).toEqual({ '': 'Montevideo' });
    expect(JSON.parse(localStorage.getItem('neighborhoods')!)).toEqual({ '': 'Pocitos' });
    expect(screen.getByText('Pocitos, Montevideo')).toBeInTheDocument();

    // Next visit: no dialog; 'Cambiar zona' opens it again.
    cleanup();
    await openGuest();
    await menuReady();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Pocitos, Montevideo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar zona' }));
    const again = await screen.findByRole('dialog', { name: '¿Dónde recibís tus platos?' });
    expect(within(again).getByLabelText('Localidad')).toHaveValue('Pocitos');
  });

  it("keeps the zone chosen signed out once the customer signs in (issue 41), as the account's own", async () => {
    saveZoneFor('', 'Prado');
    await renderSignedIn(customer, '/platos-semanales', mealsApi(), { heading: 'Platos semanales' });
    await menuReady();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Prado, Montevideo')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('neighborhoods')!)).toEqual({ '': 'Prado', [customer.email]: 'Prado' });
  });

  it('asks a signed-in customer when no zone was chosen on this browser at all', async () => {
    // The zone dialog opens over the page and hides its heading from the accessibility tree.
    await renderSignedIn(customer, '/platos-semanales', mealsApi(), { heading: 'Platos semanales', hidden: true });
    const dialog = await screen.findByRole('dialog', { name: '¿Dónde recibís tus platos?' });
    expect(screen.getByRole('navigation', { name: 'Secciones', hidden: true })).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('neighborhoods')!)).toEqual({ [customer.email]: 'Aguada' });
  });

  it('shows the weeks with meals, and says when a week can no longer be ordered', async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    await openGuest();
    await menuReady();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Semana del 16/11 al 22/11',
      'Semana del 23/11 al 29/11',
      'Semana del 30/11 al 06/12',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pollo al curry',
      'Lasaña de verduras',
      'Bowl proteico',
    ]);

    const pollo = card('Pollo al curry');
    const photo = within(pollo).getByRole('img', { name: 'Pollo al curry' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('src', 'https://img.test/pollo.jpg');
    expect(within(pollo).getByText('Sin gluten')).toBeInTheDocument();
    expect(within(pollo).getByText('Apto freezer')).toBeInTheDocument();
    expect(within(pollo).queryByText(/kcal/)).not.toBeInTheDocument();
    expect(within(card('Bowl proteico')).getByText('520 kcal')).toBeInTheDocument();
    // Without a photo: its category's illustration (decision 024), never the old placeholder; and the price.
    expect(within(card('Lasaña de verduras')).getByRole('img', { name: 'Ilustración: pasta' })).toBeInTheDocument();
    expect(within(pollo).getByTestId('meal-price')).toHaveTextContent(/^\$U [\d.]+ por plato$/);
    // Monday 23/11 closed on Friday at noon; kitchen 1 cooks for Monday or Wednesday.
    const days = (title: string) =>
      Array.from((within(card(title)).getByLabelText('Día de entrega') as HTMLSelectElement).options).map(
        (o) => o.text,
      );
    expect(days('Pollo al curry')).toEqual(['Elegí un día', 'Martes 24/11', 'Jueves 26/11', 'Viernes 27/11']);
    expect(days('Bowl proteico')).toEqual(['Elegí un día', 'Miércoles 25/11']);

    await user.click(screen.getByRole('tab', { name: 'Semana del 16/11 al 22/11' }));
    expect(await screen.findByText(mealsTexts.weekClosed)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // No suitsMe without a customer: no filter, no chips.
    expect(screen.queryByLabelText('Solo platos para mí')).not.toBeInTheDocument();
  });

  it('adds a meal only once a day is chosen; the cart groups by week and day and drops an emptied week', async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    await openGuest();
    await menuReady();
    expect(within(cart()).getByText(mealsTexts.emptyCart)).toBeInTheDocument();

    const agregar = within(card('Pollo al curry')).getByRole('button', { name: 'Agregar' });
    expect(agregar).toBeDisabled();
    expect(agregar).toHaveAccessibleDescription('Elegí un día');

    await add(user, 'Pollo al curry', 'Martes 24/11');
    await add(user, 'Pollo al curry', 'Martes 24/11');
    await user.click(screen.getByRole('tab', { name: 'Semana del 30/11 al 06/12' }));
    await add(user, 'Tarta de zapallitos', 'Lunes 30/11');

    expect(within(cart()).getByRole('button', { name: /Tu pedido \(3 platos\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(cart())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Semana del 23/11 al 29/11', 'Semana del 30/11 al 06/12']);
    expect(within(cart()).getByLabelText('Cantidad de Pollo al curry')).toHaveTextContent('2');
    expect(within(cart()).getByRole('heading', { level: 4, name: 'Martes 24/11' })).toBeInTheDocument();

    await user.click(within(cart()).getByRole('button', { name: 'Restar uno de Pollo al curry' }));
    expect(within(cart()).getByLabelText('Cantidad de Pollo al curry')).toHaveTextContent('1');
    await user.click(within(cart()).getByRole('button', { name: 'Quitar Tarta de zapallitos del pedido' }));
    expect(
      within(cart())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Semana del 23/11 al 29/11']);
    // Kept for the tab: a reload does not lose it.
    expect(JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY)!).lines).toHaveLength(1);

    await user.click(within(cart()).getByRole('button', { name: 'Quitar Pollo al curry del pedido' }));
    expect(within(cart()).getByText(mealsTexts.emptyCart)).toBeInTheDocument();
    expect(within(cart()).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    // The panel collapses.
    const toggle = within(cart()).getByRole('button', { name: /Tu pedido/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('totals the meals, the shipping per delivery day of the zone (Pocitos, $U 70) and a coupon', async () => {
    saveZoneFor('', 'Pocitos');
    const user = userEvent.setup();
    const { requests } = await openGuest('/platos-semanales', (request) => {
      if (request.url !== '/v1/coupon/validate') return undefined;
      const code = (request.body as { code: string }).code;
      return code === 'PROMO10'
        ? { status: 200, body: { discount: 10, type: 'percent', message: 'Cupón válido.' } }
        : { status: 400, body: { error: 'VALIDATION', message: mealsTexts.couponNotFound } };
    });
    await menuReady();
    expect(screen.getByText(/Envío: \$U 70 por día de entrega/)).toBeInTheDocument();
    await add(user, 'Pollo al curry', 'Martes 24/11');
    await add(user, 'Pollo al curry', 'Martes 24/11');
    await add(user, 'Bowl proteico', 'Miércoles 25/11');

    const totals = within(cart()).getByLabelText('Totales');
    const row = (label: string | RegExp) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(row('Platos (3 × $U 390)')).toBe('$U 1.170');
    expect(row('Envío (2 días × $U 70)')).toBe('$U 140');
    expect(row('Total')).toBe('$U 1.310');

    // A refused code: the server's message; the field stays open.
    const field = within(cart()).getByLabelText('Cupón de descuento');
    await user.type(field, 'nope');
    expect(field).toHaveValue('NOPE');
    await user.click(within(cart()).getByRole('button', { name: 'Aplicar' }));
    expect(await within(cart()).findByText(mealsTexts.couponNotFound)).toBeInTheDocument();
    expect(field).toBeEnabled();

    await user.clear(field);
    await user.type(field, 'promo10');
    await user.click(within(cart()).getByRole('button', { name: 'Aplicar' }));
    expect(await within(cart()).findByText(mealsTexts.couponApplied)).toBeInTheDocument();
    expect(field).toBeDisabled();
    expect(field).toHaveValue('PROMO10');
    expect(within(cart()).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(row('Descuento aplicado')).toBe('− $U 117');
    expect(row('Total')).toBe('$U 1.193');
    expect(requests.filter((r) => r.url === '/v1/coupon/validate').at(-1)?.body).toEqual({
      code: 'PROMO10',
      userId: null,
      category: 'meals',
    });
  });

  it("says 'Error al validar el cupón.' when the validation fails without an answer", async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    await openGuest('/platos-semanales', (request) =>
      request.url === '/v1/coupon/validate'
        ? { status: 503, body: { error: 'UNAVAILABLE', message: 'No disponible' } }
        : undefined,
    );
    await menuReady();
    await user.type(within(cart()).getByLabelText('Cupón de descuento'), 'X1');
    await user.click(within(cart()).getByRole('button', { name: 'Aplicar' }));
    expect(await within(cart()).findByText(mealsTexts.couponFailed)).toBeInTheDocument();
  });

  it('takes the missing-fields banner away as soon as every required field has a value (issue 22)', async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    await openGuest();
    await menuReady();
    await add(user, 'Pollo al curry', 'Jueves 26/11');
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    const form = await screen.findByRole('form', { name: 'Tus datos de entrega' });
    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(mealsTexts.formIncomplete);
    await fill(user, within(form).getByLabelText('Nombre y apellido'), 'Ana Pérez');
    await fill(user, within(form).getByLabelText('Correo electrónico'), 'ana@test.uy');
    await fill(user, within(form).getByLabelText('Teléfono'), '099 123 456');
    expect(within(form).getByRole('alert')).toHaveTextContent(mealsTexts.formIncomplete);
    await fill(user, within(form).getByLabelText('Dirección'), 'Av. Brasil 1234');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).queryByText(mealsTexts.formIncomplete)).not.toBeInTheDocument();
  });

  it("keeps 'Hasta' disabled until 'Desde' is chosen, resets it, and asks for the missing fields", async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    const { requests } = await openGuest();
    await menuReady();
    await add(user, 'Pollo al curry', 'Jueves 26/11');
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    const form = await screen.findByRole('form', { name: 'Tus datos de entrega' });

    const desde = within(form).getByLabelText('Desde');
    const hasta = within(form).getByLabelText('Hasta');
    expect(desde).toHaveValue('10:00');
    expect(hasta).toHaveValue('13:30');
    expect(hasta).toBeEnabled();
    await user.selectOptions(desde, '');
    expect(hasta).toBeDisabled();
    await user.selectOptions(desde, '07:00');
    expect(hasta).toBeEnabled();
    expect(hasta).toHaveValue('');
    expect(Array.from((hasta as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    await user.selectOptions(hasta, '12:00');
    await user.selectOptions(desde, '08:00');
    expect(hasta).toHaveValue('');
    expect(within(form).getByLabelText('Departamento')).toHaveValue('Montevideo');
    expect(within(form).getByLabelText('Localidad')).toHaveValue('Pocitos');
    expect(within(form).getByRole('radio', { name: 'Con sal' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Sin carbohidratos' })).not.toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(mealsTexts.formIncomplete);
    expect(requests.some((r) => r.url === '/v1/order/orders')).toBe(false);

    // 'Cancelar' goes back to the menu.
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('tab', { name: 'Semana del 23/11 al 29/11' })).toBeInTheDocument();
  });

  it('confirms with one order (Idempotency-Key) and then its preference; a second try creates no other order', async () => {
    saveZoneFor(customer.email);
    const user = userEvent.setup();
    let preferenceAnswers = 0;
    const { router, requests } = await renderSignedIn(
      customer,
      '/platos-semanales',
      mealsApi((request) => {
        if (request.method === 'POST' && request.url === '/v1/order/orders') {
          return { status: 200, body: orderResponse() };
        }
        if (request.method === 'POST' && request.url === '/v1/payment/create_preference') {
          preferenceAnswers++;
          return preferenceAnswers === 1
            ? { status: 500, body: { error: 'INTERNAL', message: 'Error interno' } }
            : { status: 200, body: sandboxPreference };
        }
        return undefined;
      }),
      'Platos semanales',
    );
    await menuReady();
    await add(user, 'Pollo al curry', 'Martes 24/11');
    await add(user, 'Pollo al curry', 'Martes 24/11');
    await add(user, 'Bowl proteico', 'Miércoles 25/11');
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    const form = await screen.findByRole('form', { name: 'Tus datos de entrega' });
    expect(within(form).getByLabelText('Nombre y apellido')).toHaveValue('Ana Suárez');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveValue('ana@test.uy');
    expect(within(form).getByLabelText('Teléfono')).toHaveValue('099123456');
    await fill(user, within(form).getByLabelText('Dirección'), 'Av. Brasil 2500 apto 3');
    await user.click(within(form).getByRole('radio', { name: 'Sin sal' }));

    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(mealsTexts.sendFailed);

    const orders = () => requests.filter((r) => r.method === 'POST' && r.url === '/v1/order/orders');
    expect(orders()).toHaveLength(1);
    const order = orders()[0]!.body as { orderObject: unknown; userObject: unknown; orderSummary: string };
    expect(order.orderObject).toEqual([
      {
        weekId: 'w23',
        weekstart: '2026-11-23',
        weekend: '2026-11-29',
        days: [
          { day: 2, date: '2026-11-24', meals: [{ mealId: 'm1', title: 'Pollo al curry', quantity: 2 }] },
          { day: 3, date: '2026-11-25', meals: [{ mealId: 'm3', title: 'Bowl proteico', quantity: 1 }] },
        ],
      },
    ]);
    expect(order.userObject).toEqual({
      name: 'Ana Suárez',
      email: 'ana@test.uy',
      phone: '099123456',
      department: 'Montevideo',
      neighborhood: 'Pocitos',
      address: 'Av. Brasil 2500 apto 3',
      from: '10:00',
      until: '13:30',
      saltOption: 'sin-sal',
      carboOption: 'con-carbo',
      comments: '',
    });
    expect(order.orderSummary).toContain('Martes 24/11: 2 × Pollo al curry');
    const fetchCalls = vi.mocked(fetch).mock.calls as Array<[string, RequestInit]>;
    const orderCall = fetchCalls.find(([url, init]) => url === '/v1/order/orders' && init.method === 'POST')!;
    expect((orderCall[1].headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(requests.find((r) => r.url === '/v1/payment/create_preference')?.body).toEqual({
      orderId: ORDER_ID,
      accessKey: ACCESS_KEY,
    });

    // Again: the order exists, only its preference is asked for.
    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meals-checkout'));
    expect(orders()).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/v1/payment/create_preference')).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!)).toMatchObject({
      orderId: ORDER_ID,
      accessKey: ACCESS_KEY,
      preference: sandboxPreference,
    });
    expect(await screen.findByText('En unos instantes te vamos a redirigir al sitio de pago…')).toBeInTheDocument();
  });

  it('shows the server field messages when the order is refused', async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    await openGuest('/platos-semanales', (request: StubbedRequest) =>
      request.url === '/v1/order/orders'
        ? {
            status: 400,
            body: {
              error: 'VALIDATION',
              message: 'Revisá los datos.',
              fields: { 'userObject.address': 'Contanos un poco más de la dirección.' },
            },
          }
        : undefined,
    );
    await menuReady();
    await add(user, 'Pollo al curry', 'Viernes 27/11');
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    const form = await screen.findByRole('form', { name: 'Tus datos de entrega' });
    await fill(user, within(form).getByLabelText('Nombre y apellido'), 'Juan Pérez');
    await fill(user, within(form).getByLabelText('Correo electrónico'), 'juan@test.uy');
    await fill(user, within(form).getByLabelText('Teléfono'), '098765432');
    await fill(user, within(form).getByLabelText('Dirección'), 'X');
    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(mealsTexts.sendFailed);
    expect(await within(form).findByText('Contanos un poco más de la dirección.')).toBeInTheDocument();
  });

  it("'Cancelar' cancels the unpaid order and forgets it", async () => {
    saveZoneFor('');
    const user = userEvent.setup();
    const { requests } = await openGuest('/platos-semanales', (request) => {
      if (request.method === 'POST' && request.url === '/v1/order/orders')
        return { status: 200, body: orderResponse() };
      if (request.url === '/v1/payment/create_preference')
        return { status: 500, body: { error: 'INTERNAL', message: 'x' } };
      if (request.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    await menuReady();
    await add(user, 'Pollo al curry', 'Viernes 27/11');
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    const form = await screen.findByRole('form', { name: 'Tus datos de entrega' });
    await fill(user, within(form).getByLabelText('Nombre y apellido'), 'Juan Pérez');
    await fill(user, within(form).getByLabelText('Correo electrónico'), 'juan@test.uy');
    await fill(user, within(form).getByLabelText('Teléfono'), '098765432');
    await fill(user, within(form).getByLabelText('Dirección'), 'Rivera 1234');
    await user.click(within(form).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(mealsTexts.sendFailed);
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).not.toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await screen.findByRole('tab', { name: 'Semana del 23/11 al 29/11' });
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
        `/v1/order/orders/${ORDER_ID}?accessKey=${ACCESS_KEY}`,
      ),
    );
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    // The cart is still there to order again.
    expect(within(cart()).getByLabelText('Cantidad de Pollo al curry')).toHaveTextContent('1');
  });

  it('confirms a paid order on return with the payment number from the server, and empties the cart', async () => {
    saveZoneFor('');
    storeCart();
    storeCheckout();
    const { requests } = await openGuest(
      `/platos-semanales?status=approved&payment_id=123&external_reference=${ORDER_ID}`,
      (request) =>
        request.url === `/v1/order/orders/${ORDER_ID}?accessKey=${ACCESS_KEY}`
          ? { status: 200, body: orderResponse({ status: 'paid', paymentId: 'MP-98765' }) }
          : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: '¡Pedido confirmado!' })).toBeInTheDocument();
    expect(screen.getByText('Número de pago: MP-98765')).toBeInTheDocument();
    expect(screen.getByText(/Martes 24\/11: 2 × Pollo al curry/)).toBeInTheDocument();
    await waitFor(() => expect(within(cart()).getByText(mealsTexts.emptyCart)).toBeInTheDocument());
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(requests.some((r) => r.url.startsWith('/v1/order/orders/'))).toBe(true);
  });

  it('says the payment was given back when it arrived after the kitchen closed orders, never confirmed', async () => {
    saveZoneFor('');
    storeCart();
    storeCheckout();
    await openGuest(`/platos-semanales?status=approved&payment_id=555&external_reference=${ORDER_ID}`, (request) =>
      request.url === `/v1/order/orders/${ORDER_ID}?accessKey=${ACCESS_KEY}`
        ? {
            status: 200,
            body: {
              ...orderResponse({ status: 'cancelled' }),
              refund: { reason: 'late', paymentId: 'MP-555', closedDays: ['2026-11-24'] },
            },
          }
        : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No pudimos confirmar tu pedido: te devolvimos el pago' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu pago (número MP-555) llegó después de que la cocina cerró los pedidos para el martes 24/11, así que no confirmamos tu pedido.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Te devolvimos el pago completo/)).toBeInTheDocument();
    expect(screen.queryByText('¡Pedido confirmado!')).not.toBeInTheDocument();
    expect(screen.queryByText(mealsTexts.pending)).not.toBeInTheDocument();
    // The order is over: forgotten; the cart stays to order other days.
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull());
    expect(within(cart()).getByLabelText('Cantidad de Pollo al curry')).toHaveTextContent('2');
  });

  it('says the order is pending while the server has not confirmed the payment', async () => {
    saveZoneFor('');
    storeCart();
    storeCheckout();
    await openGuest(`/platos-semanales?status=approved&payment_id=123&external_reference=${ORDER_ID}`, (request) =>
      request.url.startsWith(`/v1/order/orders/${ORDER_ID}`) ? { status: 200, body: orderResponse() } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: mealsTexts.pending })).toBeInTheDocument();
    expect(screen.queryByText('¡Pedido confirmado!')).not.toBeInTheDocument();
    expect(within(cart()).getByLabelText('Cantidad de Pollo al curry')).toHaveTextContent('2');
  });

  it("never confirms from the URL alone: 'approved' without a stored order is pending", async () => {
    saveZoneFor('');
    const { requests } = await openGuest('/platos-semanales?status=approved&payment_id=123');
    expect(await screen.findByRole('heading', { level: 2, name: mealsTexts.pending })).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/v1/order/orders'))).toBe(false);
  });

  it("shows a customer which meals suit them, and filters 'Solo platos para mí'", async () => {
    saveZoneFor(customer.email);
    const user = userEvent.setup();
    await renderSignedIn(customer, '/platos-semanales', mealsApi(undefined, true), 'Platos semanales');
    await menuReady();
    expect(within(card('Pollo al curry')).getByText('Ideal para vos')).toBeInTheDocument();
    expect(within(card('Lasaña de verduras')).getByText('No es ideal para vos según tu ADN')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Solo platos para mí' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pollo al curry',
      'Bowl proteico',
    ]);
  });
});
