import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addDays,
  isSelectableDay,
  isWithinBounds,
  KIT_BOOKING_HORIZON_DAYS,
  montevideoDate,
  type SlotBounds,
  type SlotId,
  slotLabel,
  slots,
  suggestedSlots,
  weekday,
} from '@nutritest/domain';
import { useId, useMemo, useState } from 'react';
import { useSlots } from '../api/get-slots';
import { longDate, monthTitle, shortDay } from '../format';
import { dayPickerTexts as t } from '../texts';

export interface DayAndSlot {
  date: string | null;
  schedule: SlotId | null;
}

const weekdayHeaders = ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'];
const weekdayNames = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

const monthOf = (day: string) => day.slice(0, 7);
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}
function daysOfMonth(month: string): string[] {
  const out: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) out.push(day);
  return out;
}

/**
 * The "pick day and time" picker (doc 1 §5, §9): the suggested slots as quick picks, a month grid
 * and the two slots of the chosen day. The next 48 hours, weekends, holidays and full slots are
 * disabled; every rule comes from the domain, in Montevideo time.
 */
export function DayPicker({
  value,
  onChange,
  bounds,
  headingLevel = 'h3',
}: {
  value: DayAndSlot;
  onChange: (value: DayAndSlot) => void;
  /** Limits from the kit's state: a pickup starts after the delivery slot (issue 22). */
  bounds?: SlotBounds;
  headingLevel?: 'h3' | 'h2';
}) {
  const headingId = useId();
  const gridLabelId = useId();
  const now = useMemo(() => new Date(), []);
  const today = montevideoDate(now);
  const last = addDays(today, KIT_BOOKING_HORIZON_DAYS);
  const boundsKey = JSON.stringify(bounds ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bounds' value, not their identity
  const suggestions = useMemo(() => suggestedSlots(now, bounds), [now, boundsKey]);
  const slotsQuery = useSlots(today, last);
  const [month, setMonth] = useState(() => monthOf(value.date ?? suggestions[0]?.date ?? today));

  const isFull = (date: string, schedule: number) =>
    Boolean(slotsQuery.data?.some((s) => s.date === date && s.schedule === schedule && s.full));
  const isOutside = (date: string, schedule: number) => !isWithinBounds({ date, schedule }, bounds);
  const isTaken = (date: string, schedule: number) => isFull(date, schedule) || isOutside(date, schedule);
  const isDayOpen = (day: string) => day <= last && isSelectableDay(day, now) && slots.some((s) => !isTaken(day, s.id));

  const days = daysOfMonth(month);
  const leading = (weekday(days[0]!) + 6) % 7; // Monday first
  const cells: Array<string | null> = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  const pickDay = (day: string) => {
    const keep = value.schedule !== null && !isTaken(day, value.schedule) ? value.schedule : null;
    onChange({ date: day, schedule: keep });
  };

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component={headingLevel} gutterBottom>
        {t.title}
      </Typography>
      {slotsQuery.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.loadFailed}
        </Alert>
      )}

      <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
        {t.suggestions}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {suggestions.map((s) => {
          const selected = value.date === s.date && value.schedule === s.schedule;
          const full = isFull(s.date, s.schedule);
          return (
            <Button
              key={`${s.date}-${s.schedule}`}
              variant={selected ? 'contained' : 'outlined'}
              size="small"
              aria-pressed={selected}
              disabled={full}
              aria-label={`${longDate(s.date)}, de ${slotLabel(s.schedule)}${full ? `, ${t.full}` : ''}`}
              onClick={() => {
                setMonth(monthOf(s.date));
                onChange({ date: s.date, schedule: s.schedule });
              }}
            >
              {shortDay(s.date)} · {slotLabel(s.schedule)}
            </Button>
          );
        })}
      </Box>

      <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
        {t.calendar}
      </Typography>
      <Box sx={{ maxWidth: 360 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton
            aria-label={t.previousMonth}
            onClick={() => setMonth(shiftMonth(month, -1))}
            disabled={month <= monthOf(today)}
          >
            <ChevronLeft />
          </IconButton>
          <Typography id={gridLabelId} component="p" sx={{ fontWeight: 700 }}>
            {monthTitle(month)}
          </Typography>
          <IconButton
            aria-label={t.nextMonth}
            onClick={() => setMonth(shiftMonth(month, 1))}
            disabled={month >= monthOf(last)}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
        <Box component="table" aria-labelledby={gridLabelId} sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {weekdayHeaders.map((h, i) => (
                <Box
                  component="th"
                  key={h}
                  scope="col"
                  abbr={weekdayNames[i]}
                  sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary', py: 0.5 }}
                >
                  {h}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? 'empty'}>
                {week.map((day, i) => (
                  <Box component="td" key={day ?? `blank-${i}`} sx={{ textAlign: 'center', p: 0.25 }}>
                    {day && (
                      <Button
                        size="small"
                        variant={value.date === day ? 'contained' : 'text'}
                        aria-pressed={value.date === day}
                        aria-label={longDate(day)}
                        disabled={!isDayOpen(day)}
                        onClick={() => pickDay(day)}
                        sx={{ minWidth: 40, px: 0 }}
                      >
                        {Number(day.slice(8))}
                      </Button>
                    )}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>

      {value.date ? (
        <FormControl component="fieldset" sx={{ mt: 2 }}>
          <FormLabel component="legend">{t.slot}</FormLabel>
          <RadioGroup
            row
            name="schedule"
            value={value.schedule === null ? '' : String(value.schedule)}
            onChange={(e) => onChange({ date: value.date, schedule: Number(e.target.value) as SlotId })}
          >
            {slots.map((s) => {
              const full = value.date !== null && isFull(value.date, s.id);
              const outside = value.date !== null && isOutside(value.date, s.id);
              return (
                <FormControlLabel
                  key={s.id}
                  value={String(s.id)}
                  control={<Radio />}
                  disabled={full || outside}
                  label={outside ? `${s.label} (${t.unavailable})` : full ? `${s.label} (${t.full})` : s.label}
                />
              );
            })}
          </RadioGroup>
        </FormControl>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t.pickDay}
        </Typography>
      )}
    </Box>
  );
}
