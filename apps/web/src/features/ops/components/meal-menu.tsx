import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANY_DELIVERY_DAY,
  addDays,
  createMealWeekSchema,
  isAppError,
  mealLabels,
  mealWeekdays,
  mondayOf,
  montevideoDate,
  type OpsMeal,
  type OpsMealWeek,
  SPECIAL_KITCHEN_ID,
  weekdayNames,
} from '@nutritest/domain';
import { type FormEvent, useId, useState } from 'react';
import { useCreateMealWeek } from '../api/create-meal-week';
import { useDeleteMeal } from '../api/delete-meal';
import { useDeleteMealWeek } from '../api/delete-meal-week';
import { useOpsMealWeeks } from '../api/get-meal-weeks';
import { opsTexts as t } from '../texts';
import { DialogButtons } from './dialog-actions';
import { MealDialog } from './meal-dialog';
import { QueryState } from './query-state';

const dayMonth = (date: string) => {
  const [, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}`;
};

/** 'Semana del 02/03 al 08/03'. */
export const weekLabel = (week: Pick<OpsMealWeek, 'weekstart' | 'weekend'>) =>
  t.weekTitle(dayMonth(week.weekstart), dayMonth(week.weekend));

/** 'Cualquier día de entrega' for 7, else the weekday's name. */
export const mealDayLabel = (availableDay: number) =>
  availableDay === ANY_DELIVERY_DAY ? t.anyDeliveryDay : (weekdayNames[availableDay] ?? String(availableDay));

/** The Monday suggested for a new week: the one after the last week listed, and never before next week. */
export function suggestedMonday(weeks: readonly OpsMealWeek[], today: string = montevideoDate(new Date())): string {
  const nextWeek = addDays(mondayOf(today), 7);
  const last = weeks
    .map((w) => w.weekstart)
    .sort()
    .at(-1);
  const afterLast = last ? addDays(mondayOf(last), 7) : nextWeek;
  return afterLast > nextWeek ? afterLast : nextWeek;
}

type Notice = { severity: 'success' | 'info'; text: string };

function NewWeekDialog({
  initial,
  onClose,
  onCreated,
}: {
  initial: string;
  onClose: () => void;
  onCreated: () => void;
}) {
  const titleId = useId();
  const [weekstart, setWeekstart] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateMealWeek();
  const sending = create.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFormError(null);
    const parsed = createMealWeekSchema.safeParse({ weekstart });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        const onField = isAppError(error) ? error.fields?.weekstart : undefined;
        if (onField) setFieldError(onField);
        else setFormError(error.message);
      },
    });
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t.newWeek}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="date"
              label={t.weekMonday}
              value={weekstart}
              onChange={(e) => {
                setWeekstart(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              required
              autoFocus
              fullWidth
              error={fieldError !== null}
              helperText={fieldError ?? t.weekMondayHelp}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={sending} busyLabel={t.creating} label={t.createWeek} />
      </form>
    </Dialog>
  );
}

/** A yes/no question before something that cannot be undone; the server's refusal stays in it. */
function ConfirmDialog({
  title,
  text,
  confirm,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onConfirm={onConfirm}
        color="error"
        busy={busy}
        busyLabel={busyLabel}
        label={confirm}
      />
    </Dialog>
  );
}

function DeleteWeekDialog({
  week,
  onClose,
  onDeleted,
}: {
  week: OpsMealWeek;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteMealWeek();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={t.deleteWeek}
      text={t.deleteWeekConfirm(weekLabel(week), week.meals.length)}
      confirm={t.deleteWeek}
      busyLabel={t.deleting}
      busy={remove.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        if (remove.isPending) return;
        setError(null);
        remove.mutate({ weekId: week.weekId }, { onSuccess: onDeleted, onError: (e) => setError(e.message) });
      }}
    />
  );
}

function RemoveMealDialog({
  meal,
  onClose,
  onRemoved,
}: {
  meal: OpsMeal;
  onClose: () => void;
  onRemoved: (notice: Notice) => void;
}) {
  const remove = useDeleteMeal();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={t.removeMeal}
      text={t.removeMealConfirm(meal.title)}
      confirm={t.remove}
      busyLabel={t.removing}
      busy={remove.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        if (remove.isPending) return;
        setError(null);
        remove.mutate(
          { mealId: meal.mealId },
          {
            onSuccess: (result) =>
              onRemoved(
                result === 'deactivated'
                  ? { severity: 'info', text: t.mealDeactivated }
                  : { severity: 'success', text: t.mealDeleted(meal.title) },
              ),
            onError: (e) => setError(e.message),
          },
        );
      }}
    />
  );
}

function MealRow({ meal, onEdit, onRemove }: { meal: OpsMeal; onEdit: () => void; onRemove: () => void }) {
  const labels = mealLabels(meal.subtitle);
  const undeliverable = mealWeekdays(meal).length === 0;
  return (
    <TableRow>
      <TableCell sx={{ width: 88 }}>
        {meal.photo ? (
          <Box
            component="img"
            src={meal.photo}
            alt={t.photoOf(meal.title)}
            loading="lazy"
            sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t.noPhoto}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {meal.title}
        </Typography>
        {labels.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {labels.map((label) => (
              <Chip key={label} label={label} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.kitchenName(meal.kitchenId)}</TableCell>
      <TableCell>
        {mealDayLabel(meal.availableDay)}
        {meal.kitchenId === SPECIAL_KITCHEN_ID && (
          <Typography variant="body2" color="text.secondary">
            {t.kitchenOneNote}
          </Typography>
        )}
        {undeliverable && (
          <Typography variant="body2" color="error">
            {t.notDeliverable}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {meal.calories === null ? t.none : t.caloriesUnit(meal.calories)}
      </TableCell>
      <TableCell>
        <Chip
          label={meal.active ? t.visible : t.hidden}
          color={meal.active ? 'success' : 'default'}
          size="small"
          variant={meal.active ? 'filled' : 'outlined'}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" aria-label={t.editOf(meal.title)} onClick={onEdit}>
            {t.edit}
          </Button>
          <Button size="small" color="error" aria-label={t.removeOf(meal.title)} onClick={onRemove}>
            {t.remove}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function WeekCard({
  week,
  onAddMeal,
  onEditMeal,
  onRemoveMeal,
  onDelete,
}: {
  week: OpsMealWeek;
  onAddMeal: () => void;
  onEditMeal: (meal: OpsMeal) => void;
  onRemoveMeal: (meal: OpsMeal) => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const label = weekLabel(week);
  const hasOrders = week.orders > 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography id={headingId} variant="h6" component="h3">
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.weekOrders(week.orders)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" startIcon={<AddOutlined />} aria-label={t.addMealTo(label)} onClick={onAddMeal}>
            {t.addMeal}
          </Button>
          <Button
            color="error"
            aria-label={t.deleteWeekOf(label)}
            disabled={hasOrders}
            onClick={onDelete}
            aria-describedby={hasOrders ? `${headingId}-orders` : undefined}
          >
            {t.deleteWeek}
          </Button>
          {hasOrders && (
            <Typography id={`${headingId}-orders`} variant="body2" color="text.secondary">
              {t.deleteWeekHasOrders}
            </Typography>
          )}
        </Stack>
      </Stack>
      {week.meals.length === 0 ? (
        <Typography color="text.secondary">{t.noMeals}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t.weekMealsCaption(label)}>
            <TableHead>
              <TableRow>
                <TableCell>{t.photo}</TableCell>
                <TableCell>{t.meal}</TableCell>
                <TableCell>{t.kitchen}</TableCell>
                <TableCell>{t.day}</TableCell>
                <TableCell align="right">{t.calories}</TableCell>
                <TableCell>{t.status}</TableCell>
                <TableCell>{t.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {week.meals.map((meal) => (
                <MealRow
                  key={meal.mealId}
                  meal={meal}
                  onEdit={() => onEditMeal(meal)}
                  onRemove={() => onRemoveMeal(meal)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

type Open =
  | { kind: 'new-week' }
  | { kind: 'delete-week'; week: OpsMealWeek }
  | { kind: 'meal'; week: OpsMealWeek; meal: OpsMeal | null }
  | { kind: 'remove-meal'; meal: OpsMeal }
  | null;

/** The weekly menu: weeks from four weeks ago, their meals, and everything to edit them. */
export function MealMenu() {
  const weeks = useOpsMealWeeks();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = () => setOpen(null);
  const show = (next: Notice) => {
    setOpen(null);
    setNotice(next);
  };
  const openDialog = (next: Open) => {
    setNotice(null);
    setOpen(next);
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography>{t.menuIntro}</Typography>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => openDialog({ kind: 'new-week' })}
          disabled={!weeks.isSuccess}
          sx={{ flexShrink: 0 }}
        >
          {t.newWeek}
        </Button>
      </Stack>
      <div aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </div>
      <QueryState query={weeks}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t.noWeeks}</Typography>
          ) : (
            <Stack spacing={3}>
              {list.map((week) => (
                <WeekCard
                  key={week.weekId}
                  week={week}
                  onAddMeal={() => openDialog({ kind: 'meal', week, meal: null })}
                  onEditMeal={(meal) => openDialog({ kind: 'meal', week, meal })}
                  onRemoveMeal={(meal) => openDialog({ kind: 'remove-meal', meal })}
                  onDelete={() => openDialog({ kind: 'delete-week', week })}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {open?.kind === 'new-week' && (
        <NewWeekDialog
          initial={suggestedMonday(weeks.data ?? [])}
          onClose={close}
          onCreated={() => show({ severity: 'success', text: t.weekCreated })}
        />
      )}
      {open?.kind === 'delete-week' && (
        <DeleteWeekDialog
          week={open.week}
          onClose={close}
          onDeleted={() => show({ severity: 'success', text: t.weekDeleted })}
        />
      )}
      {open?.kind === 'meal' && (
        <MealDialog
          key={open.meal?.mealId ?? open.week.weekId}
          weekId={open.week.weekId}
          weekLabel={weekLabel(open.week)}
          meal={open.meal}
          onClose={close}
          onSaved={() => show({ severity: 'success', text: t.mealSaved })}
        />
      )}
      {open?.kind === 'remove-meal' && <RemoveMealDialog meal={open.meal} onClose={close} onRemoved={show} />}
    </Stack>
  );
}
