import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DRAFT_KEY } from './payment-draft';
import { account, masterCard, purchased, renderAt, type StubCall, signedInAs, visaCard } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const analysesCalls = (calls: StubCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/v1/analyses');

describe('/checkout', () => {
  it('offers 1 to 6 instalments with the amount of each to 2 decimals, after the coupon', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: 'BIENVENIDA10', installments: 1 }));
    signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/coupon/checkCoupon') return { body: [true, 2_490] };
      return undefined;
    });
    renderAt('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
    const select = await screen.findByRole('combobox', { name: 'Cuotas' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        '1 cuota de USD 224,10',
        '2 cuotas de USD 112,05',
        '3 cuotas de USD 74,70',
        '4 cuotas de USD 56,03',
        '5 cuotas de USD 44,82',
        '6 cuotas de USD 37,35',
      ]),
    );
    expect(screen.getByTestId('final-price')).toHaveTextContent('USD 224,10');
    expect(screen.getByText('Cupón BIENVENIDA10')).toBeVisible();
  });

  it('shows the holder (disabled) and the masked card with its issuer image, and pays once per click burst', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: null, installments: 1 }));
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/analyses') return { body: purchased({ amount: 24_900, installments: 3 }) };
      return undefined;
    });
    const router = renderAt('/checkout');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nombre');
    expect(name).toBeDisabled();
    await waitFor(() => expect(name).toHaveValue('Ana Pérez'));
    expect(await screen.findByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/sandbox/brands/visa.svg');
    expect(screen.getByRole('radio', { name: /3704/ })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Cuotas' }), '3 cuotas de USD 83,00');
    expect(JSON.parse(localStorage.getItem(PAYMENT_DRAFT_KEY)!)).toEqual({ coupon: null, installments: 3 });
    const pagar = screen.getByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pagar).toBeEnabled());
    await user.dblClick(pagar);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment');
    const posts = analysesCalls(calls);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      analysisAmount: 1,
      instrumentToken: 'tok_visa',
      installments: 3,
      // What the summary showed: a price that changed since is refused by the server.
      chargeCurrency: 'USD',
      chargeTotalCents: 24_900,
    });
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('F-2026-000042')).toBeVisible();
    // The order number is the "pedido"; "Factura" would name a fiscal document it is not (issue 38).
    expect(screen.getByText('F-2026-000042').parentElement).toHaveTextContent(/^Pedido F-2026-000042$/);
    expect(document.body).not.toHaveTextContent(/(?<!e-)\bFactura\b/);
    expect(screen.getByText(/USD 249 en 3 cuotas de USD 83,00 · Visa •••• 3704/)).toBeVisible();
    expect(localStorage.getItem(PAYMENT_DRAFT_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/dashboard?payment=success');
  });

  it('shows the failure screen on a rejected charge, whose Reintentar pago goes to /payrenewed', async () => {
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard, masterCard] };
      if (call.path === '/v1/analyses') {
        return {
          status: 402,
          body: {
            error: 'PAYMENT_FAILED',
            message: 'Error al realizar el pago',
            fields: {
              payment:
                'La tarjeta o el banco no aprobaron el pago: probá con otra tarjeta o consultá con tu banco. Si no funciona, comunicate con nosotros.',
            },
          },
        };
      }
      return undefined;
    });
    const router = renderAt('/checkout');
    const user = userEvent.setup();
    // The newest card is chosen; another one can be picked.
    expect(await screen.findByRole('radio', { name: /4444/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /3704/ }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez'));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Error al realizar el pago' })).toBeVisible();
    expect(
      screen.getByText(
        'La tarjeta o el banco no aprobaron el pago: probá con otra tarjeta o consultá con tu banco. Si no funciona, comunicate con nosotros.',
      ),
    ).toBeVisible();
    expect(analysesCalls(calls)[0]!.body).toMatchObject({ instrumentToken: 'tok_visa' });
    await user.click(screen.getByRole('link', { name: 'Reintentar pago' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payrenewed'));
    expect(await screen.findByRole('button', { name: 'Agregar tarjeta' })).toBeVisible();
  });

  it('resends the same Idempotency-Key when paying again after a network failure', async () => {
    let answers = ['network-error', 'ok'] as const as readonly string[];
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/analyses') {
        const [next, ...rest] = answers;
        answers = rest;
        return next === 'network-error' ? 'network-error' : { body: purchased({ amount: 24_900, installments: 1 }) };
      }
      return undefined;
    });
    renderAt('/checkout');
    const user = userEvent.setup();
    const pagar = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pagar).toBeEnabled());
    await user.click(pagar);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeVisible();
    const [first, second] = analysesCalls(calls);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('buys the stored quantity of places for a company, without a coupon', async () => {
    localStorage.setItem('amount', '12');
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: 'BIENVENIDA10', installments: 6 }));
    const calls = signedInAs(account('Business'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/analyses') return { body: purchased({ amount: 262_800, installments: 6, quantity: 12 }) };
      return undefined;
    });
    renderAt('/checkout?amount=12');
    const user = userEvent.setup();
    expect(await screen.findByText('Cantidad: 12 cupos para tus empleados')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('final-price')).toHaveTextContent('USD 2.628'));
    expect(screen.getByRole('option', { name: '6 cuotas de USD 438,00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Pago realizado con éxito')).toBeVisible();
    expect(screen.getByText(/12 cupos de Kit NutriTest/)).toBeVisible();
    expect(analysesCalls(calls)[0]!.body).toEqual({
      analysisAmount: 12,
      instrumentToken: 'tok_visa',
      installments: 6,
      chargeCurrency: 'USD',
      chargeTotalCents: 262_800,
    });
    expect(calls.some((c) => c.path === '/v1/coupon/checkCoupon')).toBe(false);
  });

  it('shows the Spanish message next to Pagar when the kit was already bought', async () => {
    signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/analyses') {
        return { status: 409, body: { error: 'CONFLICT', message: 'Ya tenés un kit comprado.' } };
      }
      return undefined;
    });
    renderAt('/checkout');
    const user = userEvent.setup();
    const pagar = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pagar).toBeEnabled());
    await user.click(pagar);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya tenés un kit comprado.');
  });
});

describe('/checkout on a card account that charges only pesos (MercadoPago Uruguay)', () => {
  const pesos = { currency: 'UYU', subtotalCents: 1_008_450, discountCents: 0, totalCents: 1_008_450 };
  const plans = [
    { installments: 1, installmentAmountCents: 1_008_450, totalCents: 1_008_450 },
    { installments: 3, installmentAmountCents: 336_150, totalCents: 1_008_450 },
  ];

  it('shows what is charged in pesos and the rate before paying, plans in pesos, and sends what it showed', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: null, installments: 3 }));
    const paid = purchased({ amount: 1_008_450, installments: 3 });
    Object.assign(paid.order.transaction, {
      currency: 'UYU',
      listAmount: 24_900,
      listCurrency: 'USD',
      exchangeRate: 40.5,
    });
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/instruments/tok_visa/installments') return { body: plans };
      if (call.path === '/v1/analyses/quote') {
        return {
          body: {
            list: { currency: 'USD', subtotalCents: 24_900, discountCents: 0, totalCents: 24_900 },
            charge: pesos,
            exchangeRate: { rate: 40.5, rateDate: '2026-08-07', source: 'bcu' },
          },
        };
      }
      if (call.path === '/v1/analyses') return { body: paid };
      return undefined;
    });
    renderAt('/checkout');
    const user = userEvent.setup();
    const charged = await screen.findByTestId('charged-in-pesos');
    expect(charged).toHaveTextContent('Se cobra en pesos uruguayos');
    expect(charged).toHaveTextContent('$U 10.084,50');
    expect(charged).toHaveTextContent('40,500 pesos por dólar (cotización del BCU del 07/08/2026)');
    // The price list stays in dollars, as the spec shows it.
    expect(screen.getByTestId('final-price')).toHaveTextContent('USD 249');
    const select = await screen.findByRole('combobox', { name: 'Cuotas' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1 cuota de $U 10.084,50', '3 cuotas de $U 3.361,50']),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible();
    expect(analysesCalls(calls)[0]!.body).toMatchObject({ chargeCurrency: 'UYU', chargeTotalCents: 1_008_450 });
    expect(document.body).toHaveTextContent('$U 10.084,50 en 3 cuotas de $U 3.361,50');
  });
});

describe('/checkout with a provider that asks the security code again (MercadoPago)', () => {
  const plans = [
    { installments: 1, installmentAmountCents: 24_900, totalCents: 24_900 },
    { installments: 3, installmentAmountCents: 8_300, totalCents: 24_900 },
    { installments: 6, installmentAmountCents: 4_565, totalCents: 27_390 },
  ];

  it('offers only the provider’s plans, with the issuer’s interest said', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: null, installments: 2 }));
    signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/instruments/tok_visa/installments') return { body: plans };
      return undefined;
    });
    renderAt('/checkout');
    const select = await screen.findByRole('combobox', { name: 'Cuotas' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1 cuota de USD 249,00', '3 cuotas de USD 83,00', '6 cuotas de USD 45,65 (total USD 273,90)']),
    );
    // 2 is not offered for this card: 1 is chosen instead.
    expect(select).toHaveValue('1');
    expect(screen.getByText('El recargo de algunas cuotas lo fija el emisor de tu tarjeta.')).toBeVisible();
  });

  it('asks the code in the provider’s frame, then pays; an in-process answer is shown as such', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: null, installments: 3 }));
    const pending = purchased({ amount: 24_900, installments: 3 });
    pending.order.transaction.status = 'in_process';
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/instruments/tok_visa/installments') return { body: plans };
      if (call.path === '/v1/instruments/tok_visa/authorize') return { text: '/pay/card?session=cvv1' };
      if (call.path === '/v1/analyses') return { body: pending };
      return undefined;
    });
    const router = renderAt('/checkout');
    const user = userEvent.setup();
    const pagar = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pagar).toBeEnabled());
    await user.click(pagar);
    const frame = await screen.findByTitle('Código de seguridad de la tarjeta');
    expect(frame).toHaveAttribute('src', '/pay/card?session=cvv1');
    expect(analysesCalls(calls)).toHaveLength(0);
    const authorize = calls.find((c) => c.path === '/v1/instruments/tok_visa/authorize');
    expect(authorize!.body).toEqual({ redirectOrigin: window.location.origin });

    vi.spyOn(console, 'info').mockImplementation(() => {});
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'redirectSuccess', origin: window.location.origin }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu pago está en proceso' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment');
    expect(analysesCalls(calls)).toHaveLength(1);
    expect(analysesCalls(calls)[0]!.body).toMatchObject({ instrumentToken: 'tok_visa', installments: 3 });
    expect(screen.getByText(/no hace falta que vuelvas a pagar/)).toBeVisible();
  });

  it('shows the bank’s 3-D Secure challenge in the frame, then asks again with the same key', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: null, installments: 1 }));
    const challenged = purchased({ amount: 24_900, installments: 1 });
    challenged.order.transaction.status = 'in_process';
    (challenged.order.transaction as { challengeUrl?: string }).challengeUrl = '/pay/card?session=bank1';
    let answers = [challenged, purchased({ amount: 24_900, installments: 1 })];
    const who = account('Customer');
    const calls = signedInAs(who, (call) => {
      // After the first answer the account says a payment is in process: the challenge stays on screen.
      if (call.path === '/v1/account' && answers.length < 2) {
        return { body: { ...who, profile: { ...who.profile, paymentInProcess: true } } };
      }
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/analyses') {
        const [next, ...rest] = answers;
        answers = rest;
        return { body: next };
      }
      return undefined;
    });
    renderAt('/checkout');
    const user = userEvent.setup();
    const pagar = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pagar).toBeEnabled());
    await user.click(pagar);
    expect(await screen.findByTitle('Confirmación de tu banco')).toHaveAttribute('src', '/pay/card?session=bank1');
    expect(screen.getByText('Tu banco pide confirmar el pago: seguí sus pasos en el recuadro.')).toBeVisible();
    // The account is read again (in process): the form and its challenge stay.
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/account').length).toBeGreaterThan(1));
    expect(screen.getByTitle('Confirmación de tu banco')).toBeVisible();

    vi.spyOn(console, 'info').mockImplementation(() => {});
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'redirectSuccess', origin: window.location.origin }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago realizado con éxito' })).toBeVisible();
    const [first, second] = analysesCalls(calls);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });
});
