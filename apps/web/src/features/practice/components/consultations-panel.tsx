import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AppError,
  compareIso,
  consultationSlotLabel,
  deliveryDayLabel,
  montevideoDate,
  offerOf,
  weekdayNames,
} from '@nutritest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';
import { ConsultationProfileForm } from '../../consultations';

// ---------------------------------------------------------------- the API's shapes

export type Availability = ApiAnswer<'GET /v1/consultations/availability'>;
export type Booking = ApiAnswer<'GET /v1/consultations/bookings'>[number];

const bookingsKey = ['consultations', 'bookings'] as const;
const availabilityKey = ['consultations', 'availability'] as const;

/** GET /v1/consultations/bookings: the nutritionist's upcoming consultations. */
function useBookings() {
  return useQuery({
    queryKey: bookingsKey,
    queryFn: ({ signal }) => apiRequest('GET /v1/consultations/bookings', { signal }),
  });
}

/** GET /v1/consultations/availability: the weekly windows (Montevideo time) and the days off. */
function useAvailability(nutritionistId?: string) {
  return useQuery({
    queryKey: [...availabilityKey, nutritionistId ?? 'own'],
    queryFn: ({ signal }) =>
      apiRequest('GET /v1/consultations/availability', {
        signal,
        query: nutritionistId ? { nutritionistId } : undefined,
      }),
  });
}

/** PUT /v1/consultations/availability: answers the saved value; 400 with fields like `windows.0.end`. */
function useSaveAvailability(nutritionistId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability) =>
      apiRequest('PUT /v1/consultations/availability', {
        body,
        query: nutritionistId ? { nutritionistId } : undefined,
      }),
    onSuccess: (saved) => queryClient.setQueryData([...availabilityKey, nutritionistId ?? 'own'], saved),
  });
}

// ---------------------------------------------------------------- bookings

const statusLabels: Record<Booking['status'], { label: string; color: 'success' | 'warning' | 'default' }> = {
  confirmed: { label: 'Confirmada', color: 'success' },
  held: { label: 'Esperando el pago', color: 'warning' },
  cancelled: { label: 'Cancelada', color: 'default' },
};

const timeOf = (iso: string) => consultationSlotLabel(iso).split(' · ')[1] ?? '';

/** 'Martes 01/12 · 09:00–09:30' in Montevideo. */
export function bookingWhen(booking: Pick<Booking, 'start' | 'end'>): string {
  const [day] = deliveryDayLabel(montevideoDate(new Date(booking.start))).split(' ');
  return `${day} ${consultationSlotLabel(booking.start)}–${timeOf(booking.end)}`;
}

function BookingsList() {
  const bookings = useBookings();
  if (bookings.isPending) return <CircularProgress aria-label="Cargando tus consultas" sx={{ my: 2 }} />;
  if (bookings.isError) return <Alert severity="error">{bookings.error.message}</Alert>;
  const items = [...bookings.data].sort((a, b) => compareIso(a.start, b.start));
  if (items.length === 0) {
    return <Typography color="text.secondary">Todavía no tenés consultas agendadas.</Typography>;
  }
  return (
    <Stack component="ul" aria-label="Próximas consultas" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((booking) => {
        const status = statusLabels[booking.status];
        return (
          <Paper
            component="li"
            key={booking.id}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{bookingWhen(booking)}</Typography>
              <Typography>{booking.title || offerOf(booking.tipoConsulta).title}</Typography>
              <Typography color="text.secondary">
                {booking.client.name} ·{' '}
                <Link href={`mailto:${booking.client.email}`} sx={{ overflowWrap: 'anywhere' }}>
                  {booking.client.email}
                </Link>
                {booking.client.phone && (
                  <>
                    {' '}
                    · <Link href={`tel:${booking.client.phone}`}>{booking.client.phone}</Link>
                  </>
                )}
              </Typography>
              {booking.sharedResultsOf && (
                <Link
                  component={RouterLink}
                  to={`/patientresult?id=${encodeURIComponent(booking.sharedResultsOf)}`}
                  sx={{ fontWeight: 700 }}
                >
                  Ver los resultados que {booking.client.name} compartió
                </Link>
              )}
            </Box>
            <Chip label={status.label} color={status.color} size="small" sx={{ alignSelf: 'flex-start' }} />
          </Paper>
        );
      })}
    </Stack>
  );
}

// ---------------------------------------------------------------- availability

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const availabilityFormSchema = z.object({
  windows: z.array(
    z
      .object({
        weekday: z.number().int().min(0).max(6),
        start: z.string().regex(TIME, 'Ingresá la hora de inicio.'),
        end: z.string().regex(TIME, 'Ingresá la hora de fin.'),
      })
      .refine((w) => !TIME.test(w.start) || !TIME.test(w.end) || w.end > w.start, {
        path: ['end'],
        message: 'La hora de fin tiene que ser posterior a la de inicio.',
      }),
  ),
  exceptions: z.array(z.object({ date: z.string().regex(DATE, 'Ingresá una fecha válida.') })),
});
type AvailabilityForm = z.infer<typeof availabilityFormSchema>;

const toForm = (value: Availability): AvailabilityForm => ({
  windows: value.windows.map(({ weekday, start, end }) => ({ weekday, start, end })),
  exceptions: [...value.exceptions].sort().map((date) => ({ date })),
});

/** Monday first, as a week reads in Uruguay. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** '2026-12-08' → '08/12/2026'. */
const dayText = (iso: string) => iso.split('-').reverse().join('/');

/** The server's per-field messages on their fields; the rest are listed in the alert. */
function fieldOf(key: string): FieldPath<AvailabilityForm> | null {
  const window = /^windows\.(\d+)\.(start|end|weekday)$/.exec(key);
  if (window) return `windows.${Number(window[1])}.${window[2] === 'end' ? 'end' : 'start'}`;
  const exception = /^exceptions\.(\d+)(\.date)?$/.exec(key);
  if (exception) return `exceptions.${Number(exception[1])}.date`;
  return null;
}

function AvailabilityEditor({ initial, nutritionistId }: { initial: Availability; nutritionistId?: string }) {
  const baseId = useId();
  const save = useSaveAvailability(nutritionistId);
  const form = useForm<AvailabilityForm>({
    resolver: zodResolver(availabilityFormSchema),
    defaultValues: toForm(initial),
  });
  const { errors } = form.formState;
  const windows = useFieldArray({ control: form.control, name: 'windows' });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const [newDate, setNewDate] = useState('');
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<{ message: string; others: string[] } | null>(null);

  const addException = () => {
    if (!DATE.test(newDate)) return setDateProblem('Elegí una fecha.');
    const dates = form.getValues('exceptions').map((e) => e.date);
    if (dates.includes(newDate)) return setDateProblem('Esa fecha ya está en la lista.');
    setDateProblem(null);
    const at = dates.findIndex((d) => d > newDate);
    if (at === -1) exceptions.append({ date: newDate });
    else exceptions.insert(at, { date: newDate });
    setNewDate('');
  };

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    const body: Availability = {
      windows: values.windows.map(({ weekday, start, end }) => ({ weekday, start, end })),
      exceptions: values.exceptions.map((e) => e.date),
    };
    try {
      const result = await save.mutateAsync(body);
      form.reset(toForm(result));
      setSaved(true);
    } catch (error) {
      const others: string[] = [];
      if (error instanceof AppError) {
        for (const [key, message] of Object.entries(error.fields ?? {})) {
          const name = fieldOf(key);
          if (name) form.setError(name, { message });
          else others.push(message);
        }
      }
      setFailure({
        message: error instanceof AppError ? error.message : 'No pudimos guardar tu disponibilidad.',
        others,
      });
    }
  });

  const busy = save.isPending || form.formState.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="availability-title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Las franjas son en hora de Montevideo. Los turnos se arman dentro de cada franja con la duración de cada
        consulta (30 o 45 minutos) y se ofrecen con al menos 24 horas de anticipación.
      </Typography>

      <Stack spacing={1.5} sx={{ mb: 3 }}>
        {weekOrder.map((weekday) => {
          const dayName = weekdayNames[weekday];
          const labelId = `${baseId}-day-${weekday}`;
          const dayWindows = windows.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === weekday);
          return (
            <Paper key={weekday} variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography id={labelId} sx={{ fontWeight: 700, flex: '1 1 auto' }}>
                  {dayName}
                </Typography>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  aria-label={`Agregar franja el ${dayName.toLowerCase()}`}
                  onClick={() => windows.append({ weekday, start: '09:00', end: '12:00' })}
                >
                  Agregar franja
                </Button>
              </Box>
              {dayWindows.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Sin atención.
                </Typography>
              ) : (
                <Stack spacing={1.5}>
                  {dayWindows.map(({ field, index }, position) => (
                    <Box key={field.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
                      <TextField
                        type="time"
                        size="small"
                        label="Desde"
                        {...form.register(`windows.${index}.start`)}
                        error={Boolean(errors.windows?.[index]?.start)}
                        helperText={errors.windows?.[index]?.start?.message}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                      />
                      <TextField
                        type="time"
                        size="small"
                        label="Hasta"
                        {...form.register(`windows.${index}.end`)}
                        error={Boolean(errors.windows?.[index]?.end)}
                        helperText={errors.windows?.[index]?.end?.message}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                      />
                      <IconButton
                        aria-label={`Quitar franja ${position + 1} del ${dayName.toLowerCase()}`}
                        onClick={() => windows.remove(index)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Box>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </Stack>

      <Box component="section" aria-labelledby={`${baseId}-exceptions`} sx={{ mb: 3 }}>
        <Typography id={`${baseId}-exceptions`} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
          Días sin atención
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Feriados, licencias o cualquier día en que no vas a atender, aunque tenga franjas.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <TextField
            type="date"
            size="small"
            label="Fecha"
            value={newDate}
            onChange={(event) => {
              setNewDate(event.target.value);
              setDateProblem(null);
            }}
            error={dateProblem !== null}
            helperText={dateProblem ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={addException} sx={{ mt: 0.25 }}>
            Agregar fecha
          </Button>
        </Box>
        {exceptions.fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No agregaste días sin atención.
          </Typography>
        ) : (
          <Stack component="ul" aria-label="Días sin atención" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {exceptions.fields.map((field, index) => {
              const problem = errors.exceptions?.[index]?.date?.message;
              return (
                <Box component="li" key={field.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography>{dayText(field.date)}</Typography>
                  <IconButton
                    size="small"
                    aria-label={`Quitar ${dayText(field.date)}`}
                    onClick={() => exceptions.remove(index)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                  {problem && (
                    <Typography variant="body2" color="error">
                      {problem}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Box>

      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {failure && (
          <Alert severity="error">
            {failure.message}
            {failure.others.map((text) => (
              <Box key={text}>{text}</Box>
            ))}
          </Alert>
        )}
        {saved && <Alert severity="success">Disponibilidad guardada.</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Guardar disponibilidad
        </Button>
      </Stack>
    </Box>
  );
}

/** The weekly hours editor: the nutritionist's own, or (operations) a given nutritionist's. */
export function AvailabilitySection({ nutritionistId }: { nutritionistId?: string }) {
  const availability = useAvailability(nutritionistId);
  if (availability.isPending) return <CircularProgress aria-label="Cargando la disponibilidad" sx={{ my: 2 }} />;
  if (availability.isError) return <Alert severity="error">{availability.error.message}</Alert>;
  return (
    <AvailabilityEditor key={nutritionistId ?? 'own'} initial={availability.data} nutritionistId={nutritionistId} />
  );
}

/**
 * The nutritionist's 'Consultas' tab: the upcoming consultations booked with them, and their weekly
 * availability (windows per weekday and days off) from which the clients' slot calendar is built.
 */
export function ConsultationsPanel() {
  return (
    <Stack spacing={5}>
      <Box component="section" aria-labelledby="bookings-title">
        <Typography id="bookings-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Próximas consultas
        </Typography>
        <BookingsList />
      </Box>
      <Box component="section" aria-labelledby="license-title">
        <Typography id="license-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Mi foto y matrícula
        </Typography>
        <ConsultationProfileForm />
      </Box>
      <Box component="section" aria-labelledby="availability-title">
        <Typography id="availability-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Mi disponibilidad
        </Typography>
        <AvailabilitySection />
      </Box>
    </Stack>
  );
}
