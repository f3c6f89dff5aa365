import type { MyMealOrders, RepeatMealOrder } from '@nutritest/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, renderSignedIn, setUpDatedPageTests } from '../../../test/signed-in-harness';
import { mealsApi, NOW, saveZoneFor } from './test-utils';

setUpDatedPageTests(NOW);

const customer = makeAccount('Customer');
const ORDER = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const myOrders: MyMealOrders = {
  orders: [
    {
      orderId: ORDER,
      createdAt: '2026-11-20T15:00:00.000Z',
      status: 'paid',
      mealCount: 3,
      totalCents: 131_000,
      currency: 'UYU',
      upcoming: true,
      deliveries: [
        { date: '2026-11-24', state: 'scheduled', items: [{ title: 'Pollo al curry', quantity: 2 }] },
        { date: '2026-11-26', state: 'scheduled', items: [{ title: 'Lasaña de verduras', quantity: 1 }] },
      ],
    },
    {
      orderId: 'old-order',
      createdAt: '2026-11-10T15:00:00.000Z',
      status: 'paid',
      mealCount: 1,
      totalCents: 46_000,
      currency: 'UYU',
      upcoming: false,
      deliveries: [{ date: '2026-11-17', state: 'delivered', items: [{ title: 'Guiso de lentejas', quantity: 1 }] }],
    },
  ],
};

const repeat: RepeatMealOrder = {
  week: { weekId: 'w30', weekstart: '2026-11-30', weekend: '2026-12-06' },
  lines: [{ mealId: 'm4', title: 'Tarta de zapallitos', date: '2026-12-01', quantity: 2 }],
  unavailable: [{ title: 'Lasaña de verduras', quantity: 1 }],
  pricePerMealCents: 39_000,
};

describe('Mis pedidos (/platos-semanales?ver=mis-pedidos)', () => {
  it('lists the upcoming deliveries with their state, then the earlier orders', async () => {
    saveZoneFor(customer.email);
    await renderSignedIn(
      customer,
      '/platos-semanales?ver=mis-pedidos',
      mealsApi((r) => (r.url === '/v1/meal/my-orders' ? { status: 200, body: myOrders } : undefined)),
      'Platos semanales',
    );
    const upcoming = await screen.findByRole('region', { name: 'Próximas entregas' });
    const order = within(upcoming).getByRole('article');
    expect(within(order).getByText('Martes 24/11')).toBeInTheDocument();
    expect(within(order).getAllByText('Programado')).toHaveLength(2);
    expect(within(order).getByText('2 × Pollo al curry')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Pedidos anteriores' });
    expect(within(past).getByText('Entregado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('aria-current', 'page');
  });

  it('Repetir pedido fills the cart for the next open week and names the dishes the menu no longer has', async () => {
    saveZoneFor(customer.email);
    const user = userEvent.setup();
    const { requests } = await renderSignedIn(
      customer,
      '/platos-semanales?ver=mis-pedidos',
      mealsApi((r) => {
        if (r.url === '/v1/meal/my-orders') return { status: 200, body: myOrders };
        if (r.url === `/v1/meal/my-orders/${ORDER}/repeat`) return { status: 200, body: repeat };
        return undefined;
      }),
      'Platos semanales',
    );
    const upcoming = await screen.findByRole('region', { name: 'Próximas entregas' });
    await user.click(within(upcoming).getByRole('button', { name: 'Repetir pedido' }));
    expect(
      await screen.findByText(
        'Agregamos 2 platos de tu pedido al carrito para la semana del 30/11 al 06/12, al precio de hoy. Estos platos no están disponibles en el menú: Lasaña de verduras.',
      ),
    ).toBeInTheDocument();
    const cart = screen.getByRole('complementary', { name: 'Resumen del pedido' });
    expect(within(cart).getByLabelText('Cantidad de Tarta de zapallitos')).toHaveTextContent('2');
    // The phone's summary bar sums the cart up.
    const bar = await screen.findByRole('region', { name: 'Resumen de tu pedido' }); // its own chunk
    expect(within(bar).getByText('2 platos')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    // Nothing was ordered: only reads.
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });
});
