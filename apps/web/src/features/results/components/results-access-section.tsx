import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { montevideoDateTimeEs } from '@nutritest/domain';
import { useState } from 'react';
import { useResultsAccess } from '../api/get-results';

const roleNames: Record<string, string> = {
  Customer: 'Cliente',
  Nutritionist: 'Nutricionista',
  Operator: 'Equipo NutriTest',
  Business: 'Empresa',
};

/** dd/MM/yyyy HH:mm in Montevideo time. */
export function formatAccessDate(iso: string): string {
  return montevideoDateTimeEs(iso);
}

/** How many reads the section lists before 'Ver todos' (the newest first). */
export const ACCESS_ROWS_SHOWN = 10;

/**
 * Quién vio mis resultados: every read of the owner's genetic results, the newest 10 first and the
 * rest (the server keeps the last 200) on 'Ver todos': a table of 200 rows drawn on every visit to
 * the results made the page's start a long task (issue 23). The full log is also in the data export.
 */
export function ResultsAccessSection() {
  const access = useResultsAccess();
  const [all, setAll] = useState(false);
  const rows = access.data && !all ? access.data.slice(0, ACCESS_ROWS_SHOWN) : (access.data ?? []);
  return (
    <Paper
      component="section"
      aria-labelledby="access-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, mt: 4 }}
    >
      <Typography id="access-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Quién vio mis resultados
      </Typography>
      {access.isPending && <Typography>Cargando...</Typography>}
      {access.isError && <Alert severity="error">No pudimos cargar quién vio tus resultados.</Alert>}
      {access.data && access.data.length === 0 && <Typography>Todavía nadie vio tus resultados.</Typography>}
      {access.data && access.data.length > 0 && (
        <Table size="small" aria-labelledby="access-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Fecha
              </TableCell>
              <TableCell component="th" scope="col">
                Quién
              </TableCell>
              <TableCell component="th" scope="col">
                Rol
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.at}-${row.viewer}-${row.role}`}>
                <TableCell>{formatAccessDate(row.at)}</TableCell>
                <TableCell>{row.viewer}</TableCell>
                <TableCell>{roleNames[row.role] ?? row.role}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {access.data && !all && access.data.length > ACCESS_ROWS_SHOWN && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          Ver todos ({access.data.length})
        </Button>
      )}
    </Paper>
  );
}
