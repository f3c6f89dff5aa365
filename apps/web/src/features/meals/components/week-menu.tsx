import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type IsoDate, isWeekClosed, type Meal, type MealWeek, mealsTexts, orderableDates } from '@nutritest/domain';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { LightTabs } from '../../../components/light-tabs';
import { isoDay, weekLabel } from '../lib/weeks';
import { MealCard } from './meal-card';

/** The cards drawn at once: a phone's first screen, a wide screen's first row. */
const FIRST_CARDS = 3;
/** The cards added by each of the background renders that follow. */
const MORE_CARDS = 3;

/**
 * How many of a list's cards are drawn: the first few at once, then a few more in each background
 * render until all are there, so that no one commit creates a whole week of cards (a week of eight
 * was one 20 ms task here, 80 ms on a phone: issue 23). Starts again when `list` names another list.
 */
function useCardsDrawn(list: string, total: number): number {
  const [drawn, setDrawn] = useState({ list, count: FIRST_CARDS });
  const count = drawn.list === list ? drawn.count : FIRST_CARDS;
  if (drawn.list !== list) setDrawn({ list, count });
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setDrawn((d) => (d.list === list ? { list, count: d.count + MORE_CARDS } : d)));
  }, [list, count, total]);
  return Math.min(count, total);
}

/**
 * The week tabs and their meals (doc 2 §2). Weeks come already without the empty ones; a week
 * whose days can no longer be ordered says so. Opens on the first week still open. Drawn again only
 * when its own props change (issue 23).
 */
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
  const meals = !week ? [] : onlyMine ? week.mealsList.filter((m) => m.suitsMe === true) : week.mealsList;
  const drawn = useCardsDrawn(`${week?.weekId} ${onlyMine}`, meals.length);
  // The same props for a card from one render to the next, so that a card already drawn is not drawn
  // again when the next ones are added (MealCard is memoised).
  const datesByMeal = useMemo(
    () => new Map(week?.mealsList.map((meal) => [meal.mealId, orderableDates(meal, isoDay(week.weekstart), now)])),
    [week, now],
  );
  const addToWeek = useCallback((meal: Meal, date: IsoDate) => week && onAdd(meal, week, date), [week, onAdd]);

  if (!week) {
    return <Alert severity="info">Todavía no hay platos publicados. Volvé a mirar en unos días.</Alert>;
  }

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
            // Said to assistive technology while the week's last cards are still being added.
            aria-busy={drawn < meals.length}
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {meals.slice(0, drawn).map((meal) => (
              <MealCard
                key={meal.mealId}
                meal={meal}
                priceCents={priceCents}
                dates={datesByMeal.get(meal.mealId) ?? []}
                onAdd={addToWeek}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
});
