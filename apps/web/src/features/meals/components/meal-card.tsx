import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deliveryDayLabel, type IsoDate, type Meal, mealLabels, SPECIAL_KITCHEN_ID } from '@nutritest/domain';
import { useId, useState } from 'react';

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
 * One meal of the week (doc 2 §2): photo, title, labels, calories (kitchen 1 only), the day to
 * receive it and 'Agregar', which needs a day.
 */
export function MealCard({
  meal,
  dates,
  onAdd,
}: {
  meal: Meal;
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
          <Box
            aria-hidden
            data-testid="meal-photo-placeholder"
            sx={{
              height: PHOTO_HEIGHT,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'brandLight.primary',
              color: 'primary.dark',
            }}
          >
            <RestaurantOutlined sx={{ fontSize: 56 }} />
          </Box>
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
          {meal.kitchenId === SPECIAL_KITCHEN_ID && meal.calories !== null && (
            <Typography variant="body2" color="text.secondary">
              {meal.calories} kcal
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <TextField
            select
            size="small"
            label="Día de entrega"
            value={chosen}
            onChange={(e) => setDay(e.target.value)}
            disabled={closed}
            helperText={
              closed ? 'Ya no se puede pedir este plato esta semana.' : chosen === '' ? 'Elegí un día' : undefined
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              // Readable even when the select is disabled (the default disabled grey fails AA contrast).
              formHelperText: {
                id: `${id}-hint`,
                sx: { color: 'text.secondary', '&.Mui-disabled': { color: 'text.secondary' } },
              },
            }}
            fullWidth
          >
            <option value="">Elegí un día</option>
            {dates.map((date) => (
              <option key={date} value={date}>
                {deliveryDayLabel(date)}
              </option>
            ))}
          </TextField>
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
}
