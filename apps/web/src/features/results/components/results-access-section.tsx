import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useResultsAccess } from '../api/get-results';

const roleNames: Record<string, string> = {
  Customer: 'Cliente',
  Nutritionist: 'Nutricionista',
  Operator: 'Equipo NutriTest',
  Business: 'Empresa',
};

const formatter = new Intl.DateTimeFormat('es-UY', {
  timeZone: 'America/Montevideo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/MM/yyyy HH:mm in Montevideo time. */
export function formatAccessDate(iso: string): string {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Quién vio mis resultados: every read of the owner's genetic results. */
export function ResultsAccessSection() {
  const access = useResultsAccess();
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
            {access.data.map((row) => (
              <TableRow key={`${row.at}-${row.viewer}-${row.role}`}>
                <TableCell>{formatAccessDate(row.at)}</TableCell>
                <TableCell>{row.viewer}</TableCell>
                <TableCell>{roleNames[row.role] ?? row.role}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
