import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type IsoDate, isWeekClosed, type Meal, type MealWeek, mealsTexts, orderableDates } from '@nutritest/domain';
import { memo, useState } from 'react';
import { LightTabs } from '../../../components/light-tabs';
import { isoDay, weekLabel } from '../lib/weeks';
import { MealCard } from './meal-card';

/**
 * The week tabs and their meals (doc 2 §2). Weeks come already without the empty ones; a week
 * whose days can no longer be ordered says so. Opens on the first week still open.
 */
/** The weeks' tabs and their cards, drawn again only when its own props change (issue 23). */
export const WeekMenu = memo(function WeekMenu({
  weeks,
  now,
  priceCents,
  onAdd,
}: {
  weeks: MealWeek[];
  /** The price of one meal, or null while the prices load. */
  priceCents: number | null;
  now: Date;
  onAdd(meal: Meal, week: MealWeek, date: IsoDate): void;
}) {
  const closed = weeks.map((week) => isWeekClosed(week.mealsList, isoDay(week.weekstart), now));
  const [selected, setSelected] = useState(() => Math.max(0, closed.indexOf(false)));
  const [onlyMine, setOnlyMine] = useState(false);
  const index = Math.min(selected, weeks.length - 1);
  const week = weeks[index];
  const canFilter = weeks.some((w) => w.mealsList.some((m) => typeof m.suitsMe === 'boolean'));

  if (!week) {
    return <Alert severity="info">Todavía no hay platos publicados. Volvé a mirar en unos días.</Alert>;
  }
  const meals = onlyMine ? week.mealsList.filter((m) => m.suitsMe === true) : week.mealsList;

  return (
    <Box component="section" aria-labelledby="menu-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="menu-heading" component="h2" variant="h5">
          Menú
        </Typography>
        {canFilter && (
          <FormControlLabel
            control={<Switch checked={onlyMine} onChange={(e) => setOnlyMine(e.target.checked)} />}
            label="Solo platos para mí"
          />
        )}
      </Box>
      <LightTabs
        label="Semanas"
        value={index}
        onChange={setSelected}
        tabs={weeks.map((w, i) => ({ id: `week-tab-${i}`, label: weekLabel(w), controls: `week-panel-${i}` }))}
      />
      <Box role="tabpanel" id={`week-panel-${index}`} aria-labelledby={`week-tab-${index}`}>
        {closed[index] ? (
          <Alert severity="info">{mealsTexts.weekClosed}</Alert>
        ) : meals.length === 0 ? (
          <Alert severity="info">Esta semana no hay platos ideales para vos según tu ADN. Probá con otra semana.</Alert>
        ) : (
          <Box
            component="ul"
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {meals.map((meal) => (
              <MealCard
                key={meal.mealId}
                meal={meal}
                priceCents={priceCents}
                dates={orderableDates(meal, isoDay(week.weekstart), now)}
                onAdd={(m, date) => onAdd(m, week, date)}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
});
