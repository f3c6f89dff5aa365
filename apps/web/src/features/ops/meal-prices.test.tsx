import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amountToCents, centsToAmount } from './amount-input';
import { type Handler, makeAccount, renderSignedIn } from './test-utils';

const operator = makeAccount('Operator', 'Olga');

const rows = [
  { code: 'MEAL_UNIT', label: 'Precio por plato', amountCents: 35_000 },
  { code: 'MVD_A', label: 'Envío Montevideo, zona 1', amountCents: 7_000 },
  { code: 'MVD_B', label: 'Envío Montevideo, zona 2', amountCents: 9_000 },
  { code: 'CAN_A', label: 'Envío Canelones, zona 1', amountCents: 7_000 },
  { code: 'CAN_B', label: 'Envío Canelones, zona 2', amountCents: 12_050 },
];

async function openPrices(handler: Handler) {
  const result = await renderSignedIn(operator, '/ops', (request) => {
    if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
    if (request.method === 'GET' && request.url === '/v1/ops/meals/prices') return { status: 200, body: rows };
    return handler(request);
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Precios de platos' }));
  return result;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the meal prices tab', () => {
  it('shows the amounts in pesos and saves them in cents', async () => {
    const { requests } = await openPrices((request) => {
      if (request.method === 'PUT' && request.url === '/v1/ops/meals/prices') {
        const body = request.body as Record<string, number>;
        return { status: 200, body: rows.map((r) => ({ ...r, amountCents: body[r.code] })) };
      }
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Precios de platos y envíos' });
    const unit = within(form).getByLabelText(/Precio por plato/);
    expect(unit).toHaveValue('350');
    expect(within(form).getByLabelText(/Envío Canelones, zona 2/)).toHaveValue('120,50');
    expect(within(form).getByText('Ahora: $U 350')).toBeInTheDocument();

    const user = userEvent.setup();
    // '1.200' could be 1200 or 1,2: refused rather than guessed. 0 per meal: the domain's rule.
    await user.clear(unit);
    await user.type(unit, '1.200');
    const zone = within(form).getByLabelText(/Envío Montevideo, zona 1/);
    await user.clear(zone);
    await user.type(zone, 'setenta');
    await user.click(within(form).getByRole('button', { name: 'Guardar precios' }));
    expect(await within(form).findAllByText('Ingresá el monto en pesos, por ejemplo 350 o 350,50.')).toHaveLength(2);
    await user.clear(unit);
    await user.type(unit, '0');
    await user.clear(zone);
    await user.type(zone, '75');
    await user.click(within(form).getByRole('button', { name: 'Guardar precios' }));
    expect(await within(form).findByText('El precio por plato debe ser mayor a 0.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(unit);
    await user.type(unit, '390,5');
    await user.click(within(form).getByRole('button', { name: 'Guardar precios' }));
    expect(await screen.findByText('Precios actualizados.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { MEAL_UNIT: 39_050, MVD_A: 7_500, MVD_B: 9_000, CAN_A: 7_000, CAN_B: 12_050 },
    ]);
    expect(unit).toHaveValue('390,50');
    expect(within(form).getByText('Ahora: $U 390,50')).toBeInTheDocument();
  });

  it('disables the button while saving and puts server field errors next to their inputs', async () => {
    const { requests } = await openPrices((request) => {
      if (request.method === 'PUT') {
        return {
          status: 400,
          body: { error: 'VALIDATION', message: 'Revisá los datos.', fields: { MVD_B: 'El costo no es válido.' } },
        };
      }
      return undefined;
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') await gate;
        return stubbed(url, init);
      }),
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Precios de platos y envíos' });
    await user.click(within(form).getByRole('button', { name: 'Guardar precios' }));
    expect(await within(form).findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    release();
    expect(await within(form).findByText('El costo no es válido.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Envío Montevideo, zona 2/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Guardar precios' })).toBeEnabled());
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});

describe('pesos and cents', () => {
  it('converts both ways', () => {
    expect(amountToCents('350')).toBe(35_000);
    expect(amountToCents(' 350,5 ')).toBe(35_050);
    expect(amountToCents('350.05')).toBe(35_005);
    expect(amountToCents('1.200')).toBeNull();
    expect(amountToCents('-5')).toBeNull();
    expect(amountToCents('')).toBeNull();
    expect(centsToAmount(35_000)).toBe('350');
    expect(centsToAmount(12_005)).toBe('120,05');
  });
});
