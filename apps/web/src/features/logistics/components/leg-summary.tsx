import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateEs, office, slotLabel } from '@nutritest/domain';
import { formatAddress } from '../format';
import { kitTexts as t } from '../texts';

/** Día, Horario and Lugar of a leg, as a description list. The office shows its address and hours. */
export function LegSummary({
  date,
  schedule,
  place,
}: {
  date: string | null;
  schedule: number | null;
  place:
    | { street: string; doorNumber: number | string; apartmentNumber?: string; corner?: string; state: number }
    | 'office';
}) {
  const rows: Array<[string, string]> = [];
  if (date) rows.push([t.date, formatDateEs(date)]);
  if (date && schedule !== null) rows.push([t.slot, slotLabel(schedule)]);
  rows.push([
    t.place,
    place === 'office' ? `${t.office}: ${formatAddress(office)} (${office.hours})` : formatAddress(place),
  ]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, my: 2 }}
    >
      {rows.map(([term, detail]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
