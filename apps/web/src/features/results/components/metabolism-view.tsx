import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TraitZone } from '@nutritest/content';
import { noResultText } from '@nutritest/content';
import { useResults } from '../api/get-results';
import { SafeHtml } from '../lib/safe-html';
import { levelText, toViewItems, type ViewItem } from '../lib/view-items';
import { ScoreScale } from './score-circles';

const groups: Array<{ zone: TraitZone; title: string }> = [
  { zone: 'intolerancesMain', title: 'Principales' },
  { zone: 'intolerancesOther', title: 'Alcohol, cafeína y comportamiento' },
];

function MetabolismCard({ view }: { view: ViewItem }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, '& p': { my: 0.5 } }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {view.entry.label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 1 }}>
        <ScoreScale score={view.score} />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {levelText(view.score)}
        </Typography>
      </Box>
      <Typography component="div" variant="body2">
        <SafeHtml html={view.score === null ? noResultText : view.entry.desc[view.score]} />
      </Typography>
    </Paper>
  );
}

/** The Metabolism view (doc 2 §2): the short-form traits with Bajo / Moderado / Alto. */
export function MetabolismView({ patientId }: { patientId?: string }) {
  const results = useResults(patientId);
  // The diagnostics list above already shows the spinner or the notice.
  if (!results.data) return null;
  const items = toViewItems(results.data.items);
  return (
    <Box component="section" aria-labelledby="metabolism-title" sx={{ mt: 4 }}>
      <Typography id="metabolism-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        Metabolismo
      </Typography>
      {groups.map(({ zone, title }) => (
        <Box key={zone} component="section" aria-label={title} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
            {title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
            {items
              .filter((view) => view.zone === zone)
              .map((view) => (
                <MetabolismCard key={view.key} view={view} />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
