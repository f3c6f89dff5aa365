import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateEs, montevideoDate } from '@nutritest/domain';
import { useState } from 'react';
import { useRouteSheet } from '../api/get-route-sheet';
import { opsTexts as t } from '../texts';
import { boardTexts } from '../texts-board';
import { QueryState } from './query-state';
import { SheetDateBar } from './sheet-date-bar';

/** The courier's route sheet of a day, grouped by slot, printable (the print CSS hides the rest). */
export function RouteSheet() {
  const [date, setDate] = useState(() => montevideoDate(new Date()));
  const sheet = useRouteSheet(date);
  const isValid = /^\d{4}-\d{2}-\d{2}$/.test(date);

  return (
    <Stack spacing={3}>
      <SheetDateBar label={t.routeDate} date={date} onChange={setDate} />
      {isValid && (
        <Box>
          <Typography variant="h5" component="p" gutterBottom>
            {t.routeTitle(formatDateEs(date))}
          </Typography>
          <QueryState query={sheet}>
            {(groups) => (
              <Stack spacing={3}>
                {groups.map((group) => (
                  <Box key={group.schedule} component="section" aria-label={t.slotTitle(group.slot)}>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {t.slotTitle(group.slot)}
                    </Typography>
                    {group.stops.length === 0 ? (
                      <Typography color="text.secondary">{t.noStops}</Typography>
                    ) : (
                      <Table size="small" aria-label={t.slotTitle(group.slot)}>
                        <TableHead>
                          <TableRow>
                            <TableCell>{t.kind}</TableCell>
                            <TableCell>{t.address}</TableCell>
                            <TableCell>{t.customer}</TableCell>
                            <TableCell>{t.phone}</TableCell>
                            <TableCell>{t.reference}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {group.stops.map((stop) => (
                            <TableRow key={stop.id}>
                              <TableCell>
                                {stop.kind}
                                {stop.rescheduledFrom && (
                                  <Typography variant="body2" color="text.secondary">
                                    {boardTexts.rescheduledFrom(formatDateEs(stop.rescheduledFrom))}
                                  </Typography>
                                )}
                              </TableCell>
                              <TableCell>
                                {stop.address}, {stop.department}
                              </TableCell>
                              <TableCell>{stop.customer}</TableCell>
                              <TableCell>{stop.mobile ?? t.none}</TableCell>
                              <TableCell>{stop.referenceId}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    )}
                  </Box>
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      )}
    </Stack>
  );
}
