import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  deliveryDayLabel,
  formatMoney,
  type MyMealDeliveryState,
  type MyMealOrder,
  type RepeatMealOrder,
} from '@nutritest/domain';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { errorText } from '../../../lib/error-text';
import { getRepeatMealOrder, useMyMealOrders } from '../api/my-orders';
import { dayMonth } from '../lib/weeks';

const stateLabels: Record<MyMealDeliveryState, string> = {
  unpaid: 'Pago pendiente',
  scheduled: 'Programado',
  today: 'Se entrega hoy',
  delivered: 'Entregado',
  cancelled: 'Cancelado, pago devuelto',
};

// Dark text on light backgrounds: every chip passes AA contrast.
const stateColours: Record<MyMealDeliveryState, { bgcolor: string; color: string }> = {
  unpaid: { bgcolor: '#fff4e5', color: '#6d3b00' },
  scheduled: { bgcolor: '#ede7f6', color: '#3d2c8d' },
  today: { bgcolor: '#e6f4ea', color: '#1b5e36' },
  delivered: { bgcolor: '#eeeeee', color: '#424242' },
  cancelled: { bgcolor: '#fdecea', color: '#7f1d1d' },
};

function OrderCard({ order, repeating, onRepeat }: { order: MyMealOrder; repeating: boolean; onRepeat(): void }) {
  const headingId = `meal-order-${order.orderId}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} component="h4" variant="h6">
          Pedido del {dayMonth(order.createdAt)}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {order.mealCount} {order.mealCount === 1 ? 'plato' : 'platos'} · {formatMoney(order.totalCents, 'UYU')}
        </Typography>
      </Box>
      <Box component="ul" sx={{ p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.5 }}>
        {order.deliveries.map((delivery) => (
          <Box component="li" key={delivery.date} sx={{ listStyle: 'none' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {deliveryDayLabel(delivery.date)}
              </Typography>
              <Chip
                size="small"
                label={stateLabels[delivery.state]}
                sx={{ fontWeight: 700, ...stateColours[delivery.state] }}
              />
            </Box>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {delivery.items.map((item) => (
                <li key={item.title}>
                  <Typography variant="body2">
                    {item.quantity} × {item.title}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={repeating ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Replay />}
        disabled={repeating}
        onClick={onRepeat}
        sx={{ mt: 2 }}
        aria-describedby={headingId}
      >
        Repetir pedido
      </Button>
    </Paper>
  );
}

/**
 * Mis pedidos (issue 22, item 17): the signed-in buyer's meal orders, the upcoming deliveries first
 * with each day's state, then the earlier ones; 'Repetir pedido' asks the server for the same dishes
 * in the next open week and hands them to the cart (`onRepeat`).
 */
export function MyOrders({ onRepeat }: { onRepeat(repeat: RepeatMealOrder): void }) {
  const orders = useMyMealOrders();
  const [repeating, setRepeating] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const repeat = async (orderId: string) => {
    setRepeating(orderId);
    setFailure(null);
    try {
      const answer = await getRepeatMealOrder(orderId);
      if (answer.lines.length === 0) {
        setFailure('Ninguno de estos platos está en el menú de las próximas semanas. Elegí otros en el menú.');
      } else {
        onRepeat(answer);
      }
    } catch (error) {
      setFailure(errorText(error, 'No pudimos repetir el pedido. Probá de nuevo en unos minutos.'));
    } finally {
      setRepeating(null);
    }
  };

  if (orders.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando tus pedidos" />
      </Box>
    );
  }
  if (orders.isError) {
    return (
      <RetryAlert severity="warning" onRetry={() => orders.refetch()}>
        No pudimos cargar tus pedidos. Probá de nuevo en unos minutos.
      </RetryAlert>
    );
  }
  const upcoming = orders.data.orders.filter((o) => o.upcoming);
  const past = orders.data.orders.filter((o) => !o.upcoming);
  const list = (items: MyMealOrder[]) => (
    <Stack spacing={2}>
      {items.map((order) => (
        <OrderCard
          key={order.orderId}
          order={order}
          repeating={repeating === order.orderId}
          onRepeat={() => void repeat(order.orderId)}
        />
      ))}
    </Stack>
  );

  return (
    <Box component="section" aria-labelledby="my-orders-heading">
      <Typography id="my-orders-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        Mis pedidos
      </Typography>
      {failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {orders.data.orders.length === 0 ? (
        <Alert severity="info">Todavía no hiciste pedidos de platos. Cuando hagas uno, lo vas a ver acá.</Alert>
      ) : (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="upcoming-orders-heading">
            <Typography id="upcoming-orders-heading" component="h3" variant="h6" sx={{ mb: 1.5 }}>
              Próximas entregas
            </Typography>
            {upcoming.length === 0 ? (
              <Typography color="text.secondary">No tenés entregas pendientes.</Typography>
            ) : (
              list(upcoming)
            )}
          </Box>
          {past.length > 0 && (
            <Box component="section" aria-labelledby="past-orders-heading">
              <Typography id="past-orders-heading" component="h3" variant="h6" sx={{ mb: 1.5 }}>
                Pedidos anteriores
              </Typography>
              {list(past)}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
