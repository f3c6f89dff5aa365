import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  deliveryDayLabel,
  formatMoney,
  type IsoDate,
  type Meal,
  mealLabels,
  SPECIAL_KITCHEN_ID,
} from '@nutritest/domain';
import { memo, useId, useState } from 'react';
import { NativeSelectField } from '../../../components/forms/native-select-field';
import { ILLUSTRATION_ICON_PX, illustrationIconUrl, mealIllustration } from '../lib/meal-illustration';

const PHOTO_HEIGHT = 180;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Ideal para vos' or not, from the customer's food ratings (only with a signed-in customer). */
function SuitsMeChip({ suitsMe }: { suitsMe: boolean }) {
  return suitsMe ? (
    <Chip
      size="small"
      label="Ideal para vos"
      sx={{ bgcolor: 'brandLight.success', color: '#1b5e36', fontWeight: 700 }}
    />
  ) : (
    <Chip
      size="small"
      label="No es ideal para vos según tu ADN"
      sx={{ bgcolor: 'grey.100', color: 'text.secondary' }}
    />
  );
}

/**
 * The picture of a meal without a photo: its category's illustration (lib/meal-illustration.ts),
 * named for screen readers, one big food icon and two small ones on the category's colours.
 */
function MealIllustrationBox({ meal }: { meal: Meal }) {
  const art = mealIllustration(meal);
  const [main, left, right] = art.icons;
  const icon = (name: string, role: keyof typeof ILLUSTRATION_ICON_PX) => {
    const size = ILLUSTRATION_ICON_PX[role];
    return (
      <Box
        component="img"
        src={illustrationIconUrl(name, role)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: size, height: size }}
      />
    );
  };
  return (
    <Box
      role="img"
      aria-label={`Ilustración: ${art.category}`}
      data-testid="meal-illustration"
      data-category={art.category}
      sx={{
        height: PHOTO_HEIGHT,
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        gap: 1,
        pb: 3,
      }}
      // The category's colours inline: one class for every illustration, already in the page's
      // snapshot, instead of a new one per category written while the cards are drawn (issue 23).
      style={{
        background: `radial-gradient(circle at 50% 40%, #ffffff 0 22%, transparent 23%), linear-gradient(135deg, ${art.tones[0]}, ${art.tones[1]})`,
      }}
    >
      <Box sx={{ transform: 'rotate(-12deg)', mb: 0.5 }}>{icon(left, 'side')}</Box>
      <Box sx={{ filter: 'drop-shadow(0 6px 8px rgba(0,0,0,0.18))' }}>{icon(main, 'main')}</Box>
      <Box sx={{ transform: 'rotate(10deg)', mb: 0.5 }}>{icon(right, 'side')}</Box>
    </Box>
  );
}

/**
 * One meal of the week (doc 2 §2): photo (or its category's illustration), price, title, labels, calories (kitchen 1 only), the day to
 * receive it and 'Agregar', which needs a day. Drawn again only when its own props change: the week's
 * cards are added a few per background render (week-menu.tsx), and each render drew every card
 * already there once more (issue 42).
 */
export const MealCard = memo(function MealCard({
  meal,
  priceCents,
  dates,
  onAdd,
}: {
  meal: Meal;
  /** The price of one meal (the same for the whole menu), or null while it loads. */
  priceCents: number | null;
  /** The days it can still be ordered for. */
  dates: IsoDate[];
  onAdd(meal: Meal, date: IsoDate): void;
}) {
  const id = useId();
  const [day, setDay] = useState<IsoDate | ''>('');
  const chosen = day !== '' && dates.includes(day) ? day : '';
  const labels = mealLabels(meal.subtitle);
  const closed = dates.length === 0;

  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <Card
        component="article"
        variant="outlined"
        aria-labelledby={`${id}-title`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        {meal.photo ? (
          <Box
            component="img"
            src={meal.photo}
            alt={meal.title}
            loading="lazy"
            decoding="async"
            width={480}
            height={PHOTO_HEIGHT}
            sx={{ display: 'block', width: '100%', height: PHOTO_HEIGHT, objectFit: 'cover', bgcolor: 'grey.100' }}
          />
        ) : (
          <MealIllustrationBox meal={meal} />
        )}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
          <Typography id={`${id}-title`} component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
            {meal.title}
          </Typography>
          {(labels.length > 0 || typeof meal.suitsMe === 'boolean') && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {typeof meal.suitsMe === 'boolean' && <SuitsMeChip suitsMe={meal.suitsMe} />}
              {labels.map((label) => (
                <Chip key={label} size="small" variant="outlined" label={capitalise(label)} />
              ))}
            </Stack>
          )}
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }} data-testid="meal-price">
              {priceCents === null ? (
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '1rem' }}>
                  Precio…
                </Box>
              ) : (
                <>
                  {formatMoney(priceCents, 'UYU')}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem' }}>
                    {' '}
                    por plato
                  </Box>
                </>
              )}
            </Typography>
            {meal.kitchenId === SPECIAL_KITCHEN_ID && meal.calories !== null && (
              <Typography variant="body2" color="text.secondary">
                {meal.calories} kcal
              </Typography>
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <NativeSelectField
            size="small"
            label="Día de entrega"
            value={chosen}
            onChange={(e) => setDay(e.target.value)}
            disabled={closed}
            helperText={
              closed ? 'Ya no se puede pedir este plato esta semana.' : chosen === '' ? 'Elegí un día' : undefined
            }
            // Readable even when the select is disabled (the default disabled grey fails AA contrast).
            formHelperTextProps={{
              id: `${id}-hint`,
              sx: { color: 'text.secondary', '&.Mui-disabled': { color: 'text.secondary' } },
            }}
            fullWidth
          >
            <option value="">Elegí un día</option>
            {dates.map((date) => (
              <option key={date} value={date}>
                {deliveryDayLabel(date)}
              </option>
            ))}
          </NativeSelectField>
          <Button
            variant="contained"
            startIcon={<AddShoppingCart />}
            disabled={chosen === ''}
            aria-describedby={chosen === '' ? `${id}-hint` : undefined}
            onClick={() => {
              if (chosen !== '') onAdd(meal, chosen);
            }}
          >
            Agregar
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
});
