import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deliveryDayLabel, formatMoney, type MealsTotals, mealsTexts } from '@nutritest/domain';
import { type ReactNode, useState } from 'react';
import { type CartLine, groupCart, lineKey, MAX_QUANTITY } from '../lib/cart';
import { weekLabel } from '../lib/weeks';

function Line({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity(quantity: number): void;
  onRemove(): void;
}) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5, py: 0.5, flexWrap: 'wrap' }}
    >
      <Typography sx={{ flex: '1 1 140px', minWidth: 0 }}>{line.title}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-label={`Restar uno de ${line.title}`}
          disabled={line.quantity <= 1}
          onClick={() => onQuantity(line.quantity - 1)}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="span"
          aria-label={`Cantidad de ${line.title}`}
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
        >
          {line.quantity}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Sumar uno de ${line.title}`}
          disabled={line.quantity >= MAX_QUANTITY}
          onClick={() => onQuantity(line.quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Quitar ${line.title} del pedido`} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

function TotalRow({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

export interface CartFigures {
  totals: MealsTotals;
  pricePerMealCents: number;
  costPerDayCents: number;
  deliveryDays: number;
}

/**
 * 'Tu pedido' (doc 2 §2): the cart by week and day with quantities, the coupon and the totals
 * (meals × price, shipping per delivery day, discount). Collapsible.
 */
export function CartPanel({
  lines,
  figures,
  pricesFailed,
  coupon,
  onQuantity,
  onRemove,
  children,
}: {
  lines: CartLine[];
  /** Null while the prices load (or when they could not be loaded). */
  figures: CartFigures | null;
  pricesFailed: boolean;
  coupon: ReactNode;
  onQuantity(key: string, quantity: number): void;
  onRemove(key: string): void;
  /** The panel's action (e.g. 'Hacer el pedido'). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const weeks = groupCart(lines);
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="cart-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h2" variant="h6" id="cart-heading" sx={{ m: 0 }}>
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="cart-body"
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          color="inherit"
          sx={{ font: 'inherit', px: 1, ml: -1, borderRadius: 2 }}
        >
          Tu pedido{count > 0 ? ` (${count} ${count === 1 ? 'plato' : 'platos'})` : ''}
        </Button>
      </Typography>
      <Collapse in={open} id="cart-body">
        <Stack spacing={2} sx={{ pt: 1.5 }}>
          {weeks.length === 0 ? (
            <Typography color="text.secondary">{mealsTexts.emptyCart}</Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="Platos elegidos">
              {weeks.map((week) => (
                <Box component="li" key={week.weekId} sx={{ listStyle: 'none', mb: 1.5 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 800 }}>
                    {weekLabel(week)}
                  </Typography>
                  <Box component="ul" sx={{ p: 0, m: 0 }}>
                    {week.days.map((day) => (
                      <Box component="li" key={day.date} sx={{ listStyle: 'none', mt: 0.5 }}>
                        <Typography component="h4" variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
                          {deliveryDayLabel(day.date)}
                        </Typography>
                        <Box component="ul" sx={{ p: 0, m: 0 }}>
                          {day.lines.map((line) => (
                            <Line
                              key={lineKey(line)}
                              line={line}
                              onQuantity={(q) => onQuantity(lineKey(line), q)}
                              onRemove={() => onRemove(lineKey(line))}
                            />
                          ))}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {coupon}
          {lines.length > 0 && (
            <>
              <Divider />
              {figures ? (
                <>
                  <Box component="dl" aria-label="Totales" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
                    <TotalRow
                      label={`Platos (${figures.totals.mealCount} × ${formatMoney(figures.pricePerMealCents, 'UYU')})`}
                      value={formatMoney(figures.totals.mealsCents, 'UYU')}
                    />
                    <TotalRow
                      label={`Envío (${figures.deliveryDays} ${figures.deliveryDays === 1 ? 'día' : 'días'} × ${formatMoney(figures.costPerDayCents, 'UYU')})`}
                      value={formatMoney(figures.totals.shippingCents, 'UYU')}
                    />
                    {figures.totals.discountCents > 0 && (
                      <TotalRow
                        label="Descuento aplicado"
                        value={`− ${formatMoney(figures.totals.discountCents, 'UYU')}`}
                      />
                    )}
                    <TotalRow label="Total" value={formatMoney(figures.totals.totalCents, 'UYU')} strong />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    Impuestos incluidos.
                  </Typography>
                </>
              ) : pricesFailed ? (
                <Alert severity="warning">No pudimos cargar los precios. Probá recargar la página.</Alert>
              ) : (
                <Typography color="text.secondary">Calculando el total…</Typography>
              )}
            </>
          )}
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}
