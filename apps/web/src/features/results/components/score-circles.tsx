import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { levelText, type Score } from '../lib/view-items';

/** Score colours: 0 green (low), 1 yellow (moderate), 2 red (high); grey without a score. */
export const scoreColors = ['#2e7d32', '#f2c200', '#d32f2f'] as const;
const NO_SCORE = '#9e9e9e';

function Dot({ color, size, active = true }: { color: string; size: number; active?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: active ? color : 'transparent',
        border: `2px solid ${color}`,
        opacity: active ? 1 : 0.45,
        boxShadow: active ? '0 0 0 2px #fff, 0 0 0 4px rgba(0,0,0,0.55)' : 'none',
      }}
    />
  );
}

/** One coloured circle with its level in words, so colour is never the only signal. */
export function ScoreBadge({ score }: { score: Score | null }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Dot color={score === null ? NO_SCORE : scoreColors[score]} size={14} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {levelText(score)}
      </Typography>
    </Box>
  );
}

/** Three circles (low, moderate, high) with the active one filled and ringed. */
export function ScoreScale({ score }: { score: Score | null }) {
  return (
    <Box
      role="img"
      aria-label={`Nivel: ${levelText(score)}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
    >
      {([0, 1, 2] as const).map((level) => (
        <Dot key={level} color={scoreColors[level]} size={level === score ? 22 : 16} active={level === score} />
      ))}
    </Box>
  );
}
