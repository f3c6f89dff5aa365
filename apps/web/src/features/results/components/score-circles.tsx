import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TraitKind } from '@nutritest/domain';
import type { Score } from '../lib/view-items';

/** Risk colours: 0 green (low), 1 yellow (moderate), 2 red (high) (doc 2 §4). */
export const scoreColors = ['#2e7d32', '#f2c200', '#d32f2f'] as const;
/** A characteristic has no better or worse level: one neutral colour for all of them (issue 18). */
export const characteristicColor = '#3f51b5';
const NO_SCORE = '#9e9e9e';

function colorOf(kind: TraitKind, level: Score): string {
  return kind === 'risk' ? scoreColors[level] : characteristicColor;
}

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

/** One coloured circle with the level in words, so colour is never the only signal. */
export function ScoreBadge({ kind, score, text }: { kind: TraitKind; score: Score | null; text: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Dot color={score === null ? NO_SCORE : colorOf(kind, score)} size={14} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * One circle per level the trait's rule can give (three for most, two where a level is never
 * produced), the active one filled and ringed. Risk traits use green/yellow/red; characteristics
 * one neutral colour.
 */
export function ScoreScale({
  kind,
  score,
  levels,
  text,
}: {
  kind: TraitKind;
  score: Score | null;
  levels: readonly Score[];
  text: string;
}) {
  return (
    <Box
      role="img"
      aria-label={`Nivel: ${text}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
    >
      {levels.map((level) => (
        <Dot key={level} color={colorOf(kind, level)} size={level === score ? 22 : 16} active={level === score} />
      ))}
    </Box>
  );
}
