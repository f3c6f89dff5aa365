import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  addDays,
  deliveryWeekdays,
  formatDateEs,
  type KitchenSheet as KitchenSheetData,
  montevideoDate,
  montevideoTimeEs,
  specialKitchenWeekdays,
  weekday,
  weekdayNames,
} from '@nutritest/domain';
import { useId, useState } from 'react';
import { useKitchenSheet } from '../api/get-kitchen-sheet';
import { carboLabels, saltLabels, opsTexts as t } from '../texts';
import { QueryState } from './query-state';
import { SheetDateBar } from './sheet-date-bar';

/** Monday to Friday: the four delivery days plus kitchen 1's Wednesday. */
const kitchenWeekdays = new Set<number>([...deliveryWeekdays, ...specialKitchenWeekdays]);

/**
 * The delivery day the sheet opens on: today while its deliveries are on (until noon, when the
 * next day's orders close), then the next delivery day, whose orders are final from that moment.
 */
export function defaultKitchenDate(now: Date = new Date()): string {
  const hour = Number(montevideoTimeEs(now).slice(0, 2));
  let day = montevideoDate(now);
  if (hour >= 12) day = addDays(day, 1);
  while (!kitchenWeekdays.has(weekday(day))) day = addDays(day, 1);
  return day;
}

const hhmm = (time: string) => time.slice(0, 5);
type Zone = KitchenSheetData['zones'][number];
type Order = Zone['orders'][number];

function Totals({ totals }: { totals: KitchenSheetData['totals'] }) {
  const headingId = useId();
  const sum = totals.reduce((n, item) => n + item.quantity, 0);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {t.kitchenTotals}
      </Typography>
      <TableContainer sx={{ maxWidth: 560 }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t.meal}</TableCell>
              <TableCell align="right">{t.quantity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {totals.map((item) => (
              <TableRow key={item.title}>
                <TableCell>{item.title}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t.total}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {sum}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function OrderRow({ order }: { order: Order }) {
  const noSalt = order.saltOption === 'sin-sal';
  const noCarbo = order.carboOption === 'sin-carbo';
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {order.name}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.phone}</TableCell>
      <TableCell>
        {order.address}
        <Typography variant="body2" color="text.secondary">
          {order.neighborhood}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.windowText(hhmm(order.from), hhmm(order.until))}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: noSalt ? 700 : undefined }}>
          {saltLabels[order.saltOption] ?? order.saltOption}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: noCarbo ? 700 : undefined }}>
          {carboLabels[order.carboOption] ?? order.carboOption}
        </Typography>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 240 }}>{order.comments.trim() || t.none}</TableCell>
      <TableCell>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {order.items.map((item) => (
            <li key={item.title}>{t.itemLine(item.title, item.quantity)}</li>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}

function ZoneOrders({ zone }: { zone: Zone }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} className="kitchen-zone">
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {t.zoneOrders(zone.label, zone.orders.length)}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={zone.label}>
          <TableHead>
            <TableRow>
              <TableCell>{t.customer}</TableCell>
              <TableCell>{t.phone}</TableCell>
              <TableCell>{t.address}</TableCell>
              <TableCell>{t.window}</TableCell>
              <TableCell>{t.options}</TableCell>
              <TableCell>{t.comments}</TableCell>
              <TableCell>{t.items}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {zone.orders.map((order) => (
              <OrderRow key={order.orderId} order={order} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** Printing keeps the sheet readable on paper: no horizontal scroll, no order split across pages. */
const printLayout = {
  '@media print': {
    '& .MuiTableContainer-root': { overflow: 'visible' },
    '& .MuiTableCell-root': { fontSize: '10pt', py: 0.5, px: 1, color: '#000' },
    '& tr': { breakInside: 'avoid' },
    '& .kitchen-zone': { breakInside: 'auto' },
    '& h3': { breakAfter: 'avoid' },
  },
} as const;

/** What the kitchen cooks on a delivery day and each paid order by zone, printable. */
export function KitchenSheet() {
  const [date, setDate] = useState(() => defaultKitchenDate());
  const sheet = useKitchenSheet(date);
  const isValid = /^\d{4}-\d{2}-\d{2}$/.test(date);

  return (
    <Stack spacing={3} sx={printLayout}>
      <SheetDateBar label={t.kitchenDate} date={date} onChange={setDate} />
      {isValid && (
        <Box>
          <Typography variant="h5" component="p" gutterBottom>
            {t.kitchenSheetTitle(`${weekdayNames[weekday(date)]} ${formatDateEs(date)}`)}
          </Typography>
          <QueryState query={sheet}>
            {(data) =>
              data.zones.length === 0 && data.totals.length === 0 ? (
                <Typography color="text.secondary">{t.kitchenEmpty}</Typography>
              ) : (
                <Stack spacing={4}>
                  <Totals totals={data.totals} />
                  {data.zones.map((zone) => (
                    <ZoneOrders key={zone.tier} zone={zone} />
                  ))}
                </Stack>
              )
            }
          </QueryState>
        </Box>
      )}
    </Stack>
  );
}
