import Box from '@mui/material/Box';
import { foodFrequencyLabel } from '@nutritest/domain';
import { frequencyColour } from './frequency';

/** The food's frequency label ('Sugerido con preferencia' … 'No sugerido') with its colour. */
export function FrequencyChip({ score }: { score: number }) {
  const colour = frequencyColour[score] ?? frequencyColour[1]!;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: colour.background,
        color: 'text.primary',
        fontSize: 13,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour.dot }} />
      {foodFrequencyLabel(score)}
    </Box>
  );
}
