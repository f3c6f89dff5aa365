import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { AvailabilitySection } from '../../practice';

/**
 * 'Agenda de nutricionistas': operations publish a nutritionist's weekly consultation hours and days
 * off for them (the same editor the nutritionist has in the dashboard).
 */
export function NutritionistHours() {
  const list = useQuery({
    queryKey: ['ops', 'nutritionists'],
    queryFn: ({ signal }) => apiRequest('GET /v1/ops/nutritionists', { signal }),
  });
  const [chosen, setChosen] = useState('');
  if (list.isPending) return <CircularProgress aria-label="Cargando nutricionistas" />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.data.length === 0) return <Alert severity="info">Todavía no hay nutricionistas registradas.</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        Elegí una nutricionista para publicar sus horarios de consulta y sus días libres. Los turnos que ven los
        clientes salen de estos horarios.
      </Typography>
      <TextField
        select
        label="Nutricionista"
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 420 }}
      >
        <option value="">Elegí una nutricionista</option>
        {list.data.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name || n.email} ({n.publicCode})
          </option>
        ))}
      </TextField>
      {chosen && <AvailabilitySection nutritionistId={chosen} />}
    </Box>
  );
}
