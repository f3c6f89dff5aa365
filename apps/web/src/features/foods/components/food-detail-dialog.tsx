import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { foodImageOf } from '@nutritest/content';
import { foodFrequencies, foodReasonText, type RatedFood } from '@nutritest/domain';
import { FrequencyChip } from './frequency-chip';

/**
 * The food's detail: its frequency, the list it belongs to, the usual portion the rating judged and
 * "¿Por qué?" (the results, declared intolerances or limits that moved it).
 */
export function FoodDetailDialog({
  food,
  traits,
  onClose,
}: {
  food: RatedFood | null;
  /** Trait key → the person's result, as the foods answer sends it. */
  traits: Readonly<Record<string, string>>;
  onClose: () => void;
}) {
  const list = food ? foodFrequencies.find((f) => f.score === food.score)?.list : '';
  return (
    <Dialog open={food !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="food-detail-title">
      {food && (
        <>
          <DialogTitle id="food-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box component="img" src={foodImageOf(food.food)} alt="" width={40} height={40} />
            {food.food}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
              <FrequencyChip score={food.score} />
              <Typography variant="body2" color="text.secondary">
                {food.category} · {list}
              </Typography>
            </Box>
            <Typography sx={{ mb: 2 }}>
              <strong>Porción habitual:</strong> {food.portion}. La recomendación se calcula para esta cantidad.
            </Typography>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              ¿Por qué?
            </Typography>
            {food.reasons.length === 0 ? (
              <Typography>
                Ninguno de tus resultados genéticos cambia la recomendación general para este alimento: podés consumirlo
                como parte de una alimentación variada.
              </Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
                {food.reasons.map((reason) => (
                  <Typography component="li" key={`${reason.trait}-${reason.property}-${reason.effect}`}>
                    {foodReasonText(reason, traits)}
                  </Typography>
                ))}
              </Box>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Estas recomendaciones orientan y no reemplazan la consulta con un profesional de la nutrición.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
