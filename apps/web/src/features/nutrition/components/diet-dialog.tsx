import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DietId, diets } from '@nutritest/domain';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** Elegí tu dieta: the nine diets as cards; picking one applies it at once (doc 2 §2, §4). */
export function DietDialog({
  open,
  current,
  onPick,
  onClose,
}: {
  open: boolean;
  current: DietId;
  onPick(diet: DietId): void;
  onClose(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="diet-title">
      <DialogTitle id="diet-title">Elegí tu dieta</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {dietBoundsNote}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {diets.map((diet) => {
            const selected = diet.id === current;
            return (
              <Box component="li" key={diet.id} sx={{ display: 'flex' }}>
                <Card
                  variant="outlined"
                  sx={{
                    flex: 1,
                    display: 'flex',
                    borderWidth: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'brandLight.primary' : 'background.paper',
                  }}
                >
                  <CardActionArea
                    disabled={Boolean(diet.notOffered)}
                    onClick={() => onPick(diet.id)}
                    aria-current={selected ? 'true' : undefined}
                    aria-labelledby={`diet-${diet.id}-title`}
                    aria-describedby={`diet-${diet.id}-macros diet-${diet.id}-description`}
                    sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
                  >
                    <CardContent component="span" sx={{ display: 'block', width: '100%' }}>
                      <Box
                        component="span"
                        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                      >
                        <Typography
                          id={`diet-${diet.id}-title`}
                          component="span"
                          variant="h6"
                          sx={{ display: 'block' }}
                        >
                          {diet.title}
                          {selected && ' '}
                          {selected && (
                            <Box component="span" sx={visuallyHidden}>
                              (dieta actual)
                            </Box>
                          )}
                        </Typography>
                        {selected && <CheckCircle color="primary" aria-hidden="true" />}
                      </Box>
                      <Typography
                        id={`diet-${diet.id}-macros`}
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 1 }}
                      >
                        Carbohidratos {diet.carb} · Proteínas {diet.protein} · Grasas {diet.fats}
                      </Typography>
                      <Typography
                        id={`diet-${diet.id}-description`}
                        component="span"
                        variant="body2"
                        sx={{ display: 'block' }}
                      >
                        {diet.description}
                      </Typography>
                      {diet.notOffered && (
                        <Typography
                          component="span"
                          variant="body2"
                          color="warning.dark"
                          sx={{ display: 'block', mt: 1 }}
                        >
                          {diet.notOffered}
                        </Typography>
                      )}
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The grams keep every diet inside the accepted ranges (nutrition-calculator.ts macroShareRanges),
 * so a diet outside them is shown with its own split but computed adjusted: said once, here.
 */
export const dietBoundsNote =
  'Para cuidar tu salud, calculamos los gramos de cada dieta dentro de rangos recomendados: carbohidratos entre 45 y 65 %, proteínas entre 10 y 35 % (y nunca más de 2 g por kilo de tu peso) y grasas entre 20 y 35 % de las calorías. Si una dieta se sale de esos rangos, la ajustamos; para seguirla tal cual, hacelo con una nutricionista.';
