import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import {
  type Account,
  deliveryDayLabel,
  type IsoDate,
  type Meal,
  type MealWeek,
  mealsTotals,
  type RepeatMealOrder,
  shippingCents,
  zoneCostCents,
} from '@nutritest/domain';
import { lazy, Suspense, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useSession } from '../../lib/session';
import { useHydrating } from '../../lib/snapshot';
import { whenEngaged } from '../../lib/when-engaged';
import { useMealPrices } from './api/get-meal-prices';
import { useMealWeeks } from './api/get-meal-weeks';
import { type CartFigures, CartPanel } from './components/cart-panel';
import { CouponBox } from './components/coupon-box';
import { MealsIntro } from './components/meals-intro';
import { MealsReturn } from './components/meals-return';
import type { OrderFormOutput } from './components/order-form';
import { WeekMenu } from './components/week-menu';
import { useCart } from './hooks/use-cart';
import { usePlaceOrder } from './hooks/use-place-order';
import { deliveryDayCount, mealCount, orderSummaryText, shippingWeeks, toOrderWeeks } from './lib/cart';
import { CART_SUMMARY_BAR_HEIGHT } from './lib/cart-bar';
import { clearCheckout } from './lib/checkout-storage';
import { weekLabel, weeksWithMeals } from './lib/weeks';
import { zoneCostText } from './lib/zone-cost';
import { type DeliveryZone, defaultZone, saveZone, zoneToStartWith } from './lib/zone-preferences';

// Mis pedidos (signed in, ?ver=mis-pedidos) in its own chunk.
// The phone's cart bar appears once a meal is in the cart: its own small chunk (the route is near its budget).
const CartSummaryBar = lazy(() => import('./components/cart-summary-bar').then((m) => ({ default: m.CartSummaryBar })));
const MyOrders = lazy(() => import('./components/my-orders').then((m) => ({ default: m.MyOrders })));
/** The query that opens Mis pedidos on this page (a link from the profile or an e-mail can use it). */
export const MY_ORDERS_VIEW = { param: 'ver', value: 'mis-pedidos' } as const;

/** What 'Repetir pedido' put in the cart, said above the menu. */
function repeatNotice(repeat: RepeatMealOrder): { severity: 'success' | 'warning'; text: string } {
  const count = repeat.lines.reduce((sum, l) => sum + l.quantity, 0);
  const week = repeat.week ? ` para la ${weekLabel(repeat.week).toLowerCase()}` : '';
  const added = `Agregamos ${count} ${count === 1 ? 'plato' : 'platos'} de tu pedido al carrito${week}, al precio de hoy.`;
  if (repeat.unavailable.length === 0) return { severity: 'success', text: added };
  const missing = repeat.unavailable.map((d) => (d.quantity > 1 ? `${d.title} (${d.quantity})` : d.title)).join(', ');
  return { severity: 'warning', text: `${added} Estos platos no están disponibles en el menú: ${missing}.` };
}

// The zone dialog and the order form (with its validation) come in their own chunks: the dialog is
// fetched while the menu is read, the form once the cart has a meal. The form is shown once its chunk
// is there (see openForm), so it draws at once.
const loadZoneDialog = () => import('./components/zone-dialog');
const ZoneDialog = lazy(() => loadZoneDialog().then((m) => ({ default: m.ZoneDialog })));
let orderFormModule: typeof import('./components/order-form') | null = null;
const loadOrderForm = () =>
  import('./components/order-form').then((m) => {
    orderFormModule = m;
    return m;
  });
const preloadOrderForm = () => void loadOrderForm().catch(() => {});

/**
 * /platos-semanales — the weekly meals screen (doc 2 §2, §4), signed in or not: the delivery zone,
 * the week tabs with their meals, the cart with coupon and totals, the order form, and the result
 * when the buyer comes back from paying.
 */
function MealsScreen({ account }: { account: Account | null }) {
  const email = account?.email ?? '';
  const [params, setParams] = useSearchParams();
  const returning = params.has('status') && params.has('payment_id');

  // Drawn over the page's snapshot (a first visit, signed out), storage is read right after hydration.
  const hydrating = useHydrating();
  const [savedZone] = useState(() => (hydrating ? undefined : zoneToStartWith(email)));
  const [zone, setZone] = useState<DeliveryZone>(savedZone ?? defaultZone);
  const [zoneDialog, setZoneDialog] = useState(savedZone === null);
  useEffect(() => {
    if (savedZone !== undefined) return;
    const saved = zoneToStartWith(email);
    if (saved) startTransition(() => setZone(saved));
    // Drawn in a background render: the dialog is no long task of its own over the menu.
    else startTransition(() => setZoneDialog(true));
  }, [savedZone, email]);
  const [mode, setMode] = useState<'browse' | 'form'>('browse');
  const [added, setAdded] = useState<string | null>(null);
  const [repeated, setRepeated] = useState<ReturnType<typeof repeatNotice> | null>(null);
  const showingOrders = account !== null && params.get(MY_ORDERS_VIEW.param) === MY_ORDERS_VIEW.value;

  const weeks = useMealWeeks(account?.id ?? 'guest');
  const prices = useMealPrices();
  const cartApi = useCart();
  const { cart } = cartApi;
  const placing = usePlaceOrder();
  // The time the menu's closing rules are checked against, to the minute.
  const minute = Math.floor(Date.now() / 60_000);
  const now = useMemo(() => new Date(minute * 60_000), [minute]);

  // The menu's cards are drawn in a background render that yields to the browser every few
  // milliseconds, not in the one task of the menu's answer (issue 23: a first visit's long tasks).
  const menu = useDeferredValue(weeks.data);
  const shownWeeks = useMemo(() => weeksWithMeals(menu ?? []), [menu]);
  const costPerDay = prices.data ? zoneCostCents(zone.department, zone.locality, prices.data.zoneCosts) : null;

  const figures: CartFigures | null =
    prices.data && costPerDay !== null
      ? {
          totals: mealsTotals({
            mealCount: mealCount(cart.lines),
            pricePerMealCents: prices.data.pricePerMealCents,
            shippingCents: shippingCents(shippingWeeks(cart.lines), costPerDay),
            coupon: cart.coupon,
          }),
          pricePerMealCents: prices.data.pricePerMealCents,
          costPerDayCents: costPerDay,
          deliveryDays: deliveryDayCount(cart.lines),
        }
      : null;

  const chooseZone = (next: DeliveryZone) => {
    saveZone(email, next);
    setZone(next);
    setZoneDialog(false);
  };

  // Stable, with the clock below, so that the menu's cards (a memoised WeekMenu) are not drawn again
  // when the rest of the page changes: a dialog, the cart, a notice (issue 23).
  const { add: addToCart } = cartApi;
  const addMeal = useCallback(
    (meal: Meal, week: MealWeek, date: IsoDate) => {
      addToCart(meal, week, date);
      setAdded(`Agregaste ${meal.title} para el ${deliveryDayLabel(date)}.`);
    },
    [addToCart],
  );

  useEffect(() => whenEngaged(() => void loadZoneDialog().catch(() => {})), []);
  // The order form (with the schemas that check it: ~35 ms of evaluation here, four times that on a
  // phone) is fetched once the cart has a meal, the only way to reach it, not while the menu loads.
  const cartHasMeals = cart.lines.length > 0;
  useEffect(() => {
    if (cartHasMeals) whenEngaged(preloadOrderForm);
  }, [cartHasMeals]);

  const showForm = () => {
    setMode('form');
    // After the form renders: move the focus (and the view) to its heading.
    setTimeout(() => {
      const heading = document.getElementById('order-form-heading');
      heading?.focus();
      heading?.scrollIntoView?.({ block: 'start' });
    });
  };
  const openForm = () => {
    if (orderFormModule) showForm();
    // Still on the menu if it fails: the button can be tried again.
    else
      loadOrderForm().then(
        () => flushSync(showForm),
        () => {},
      );
  };

  const submitOrder = (values: OrderFormOutput) => {
    const summary = orderSummaryText(cart.lines, values);
    return placing.place(
      {
        orderObject: toOrderWeeks(cart.lines),
        orderSummary: summary,
        userObject: values,
        couponCode: cart.coupon?.code,
      },
      summary,
    );
  };

  const { clear } = cartApi;
  const confirmed = useCallback(() => {
    clear();
    clearCheckout();
  }, [clear]);

  const closeReturn = () => setParams(new URLSearchParams(), { replace: true });

  const repeatOrder = (repeat: RepeatMealOrder) => {
    const week = repeat.week;
    if (!week) return;
    cartApi.addAll(
      repeat.lines.map((line) => ({
        weekId: week.weekId,
        weekstart: week.weekstart,
        weekend: week.weekend,
        date: line.date,
        mealId: line.mealId,
        title: line.title,
        quantity: line.quantity,
      })),
    );
    setRepeated(repeatNotice(repeat));
    setMode('browse');
    setParams(new URLSearchParams(), { replace: false });
    setTimeout(() => {
      const notice = document.getElementById('repeat-notice');
      notice?.focus();
      notice?.scrollIntoView?.({ block: 'start' });
    });
  };
  // On a phone the cart sits below the cards: a bar at the bottom sums it up and leads to it.
  const showSummaryBar = mode === 'browse' && cart.lines.length > 0;
  const goToCart = () => {
    const cartSection = document.getElementById('meals-cart');
    // At once for whoever asked their system for less motion (decision 092).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    cartSection?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    document.getElementById('meals-order-button')?.focus({ preventScroll: true });
  };
  const cost = prices.data ? zoneCostText(zone, prices.data.zoneCosts) : null;

  return (
    <PageShell>
      {account?.role === 'Customer' && <EndUserNav />}
      <MealsIntro />

      {account !== null && (
        <Box component="nav" aria-label="Platos semanales" sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to="/platos-semanales"
            variant={showingOrders ? 'outlined' : 'contained'}
            aria-current={showingOrders ? undefined : 'page'}
          >
            Menú
          </Button>
          <Button
            component={RouterLink}
            to={`/platos-semanales?${MY_ORDERS_VIEW.param}=${MY_ORDERS_VIEW.value}`}
            variant={showingOrders ? 'contained' : 'outlined'}
            aria-current={showingOrders ? 'page' : undefined}
          >
            Mis pedidos
          </Button>
        </Box>
      )}

      {showingOrders ? (
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label="Cargando tus pedidos" />
            </Box>
          }
        >
          <MyOrders onRepeat={repeatOrder} />
        </Suspense>
      ) : (
        <>
          {repeated && (
            <Alert
              id="repeat-notice"
              tabIndex={-1}
              severity={repeated.severity}
              onClose={() => setRepeated(null)}
              closeText="Cerrar"
              sx={{ mb: 2 }}
            >
              {repeated.text}
            </Alert>
          )}

          {returning && (
            <MealsReturn
              externalReference={params.get('external_reference')}
              onConfirmed={confirmed}
              onClose={closeReturn}
            />
          )}

          <Paper
            variant="outlined"
            sx={{ p: 1.5, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <LocationOnOutlined color="primary" aria-hidden />
            <Typography sx={{ flex: '1 1 220px' }}>
              Entregamos en{' '}
              <strong>
                {zone.locality}, {zone.department}
              </strong>
              {/* The cost on a line of its own whose space is kept while the prices load, so that it
                  does not push the menu down when it comes (issue 23: layout shift). */}
              <Box component="span" sx={{ display: 'block', minHeight: '1.5em' }}>
                {cost && <>Envío: {cost}</>}
              </Box>
            </Typography>
            <Button variant="outlined" size="small" onClick={() => setZoneDialog(true)}>
              Cambiar zona
            </Button>
          </Paper>

          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              {mode === 'form' && orderFormModule ? (
                <orderFormModule.OrderForm
                  account={account}
                  zone={zone}
                  cartEmpty={cart.lines.length === 0}
                  sending={placing.sending}
                  failure={placing.failure}
                  onChangeZone={() => setZoneDialog(true)}
                  onSubmit={submitOrder}
                  onCancel={() => {
                    void placing.cancel();
                    setMode('browse');
                  }}
                />
              ) : weeks.isPending || (weeks.isSuccess && menu === undefined) ? (
                // A phone's screen high while the menu loads: the cart below it comes into view only
                // with the menu, instead of showing first and being pushed away (issue 23).
                <Box sx={{ display: 'grid', placeItems: 'center', py: 8, minHeight: { xs: '100vh', md: 0 } }}>
                  <CircularProgress aria-label="Cargando platos" />
                </Box>
              ) : weeks.isError ? (
                <RetryAlert severity="warning" onRetry={() => weeks.refetch()}>
                  No pudimos cargar los platos de la semana. Probá de nuevo en unos minutos.
                </RetryAlert>
              ) : (
                <WeekMenu
                  weeks={shownWeeks}
                  now={now}
                  priceCents={prices.data?.pricePerMealCents ?? null}
                  onAdd={addMeal}
                />
              )}
            </Box>

            <Box
              component="aside"
              id="meals-cart"
              aria-label="Resumen del pedido"
              sx={{ position: { md: 'sticky' }, top: { md: 88 }, scrollMarginTop: 80 }}
            >
              <CartPanel
                lines={cart.lines}
                figures={figures}
                pricesFailed={prices.isError}
                onQuantity={cartApi.changeQuantity}
                onRemove={cartApi.remove}
                coupon={<CouponBox applied={cart.coupon} userId={account?.id ?? null} onApply={cartApi.applyCoupon} />}
              >
                {mode === 'browse' && (
                  <Button
                    id="meals-order-button"
                    variant="contained"
                    size="large"
                    disabled={cart.lines.length === 0}
                    onClick={openForm}
                    onPointerEnter={preloadOrderForm}
                    onFocus={preloadOrderForm}
                  >
                    Hacer el pedido
                  </Button>
                )}
              </CartPanel>
            </Box>
          </Box>
        </>
      )}

      {showSummaryBar && !showingOrders && (
        <>
          {/* Room for the bar under the last card. */}
          <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, height: CART_SUMMARY_BAR_HEIGHT }} />
          <Suspense fallback={null}>
            <CartSummaryBar
              count={mealCount(cart.lines)}
              totalCents={figures?.totals.totalCents ?? null}
              onContinue={goToCart}
            />
          </Suspense>
        </>
      )}
      {zoneDialog && (
        <Suspense fallback={null}>
          <ZoneDialog initial={zone} costs={prices.data?.zoneCosts} onDone={chooseZone} />
        </Suspense>
      )}
      <Snackbar
        open={added !== null}
        message={added}
        autoHideDuration={3000}
        onClose={() => setAdded(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Above the phone's cart summary bar.
        sx={showSummaryBar ? { bottom: { xs: CART_SUMMARY_BAR_HEIGHT + 16, md: 24 } } : undefined}
      />
    </PageShell>
  );
}

export default function MealsPage() {
  const { account, isLoading } = useSession();
  if (isLoading) {
    return (
      <PageShell>
        <FullPageSpinner />
      </PageShell>
    );
  }
  // A new screen (zone, form prefill) for whoever is signed in.
  return <MealsScreen key={account?.email ?? ''} account={account ?? null} />;
}
