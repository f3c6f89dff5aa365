import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { foodImageOf } from '@nutritest/content';
import type { RatedFood } from '@nutritest/domain';
import { FrequencyChip } from './frequency-chip';

/** One food of the grid: image, name, category, frequency and the "¿Por qué?" button. */
export function FoodCard({ food, onExplain }: { food: RatedFood; onExplain: (food: RatedFood) => void }) {
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          component="img"
          src={foodImageOf(food.food)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          sx={{ flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {food.food}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {food.category}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FrequencyChip score={food.score} />
        <Button size="small" onClick={() => onExplain(food)} aria-label={`¿Por qué? ${food.food}`}>
          ¿Por qué?
        </Button>
      </Box>
    </Card>
  );
}
