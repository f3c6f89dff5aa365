import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { businessDaysBetween, formatDateEs, type KitState, montevideoDate } from '@nutritest/domain';
import { useId } from 'react';
import { instantDate } from '../format';
import { kitTexts as t } from '../texts';

/**
 * The kit's stages from the one kit state (issue 22): what happened (with its day), what was booked
 * (its day and slot), what comes next; once the sample is collected, the 45-business-day promise
 * counted down from today in Montevideo. The wizard's stepper reads the same state.
 */
export function KitTimeline({ state, resultsDueDate }: { state: KitState; resultsDueDate: string | null }) {
  const titleId = useId();
  const current = state.stages.findIndex((s) => s.state === 'current');
  const daysLeft = resultsDueDate ? businessDaysBetween(montevideoDate(new Date()), resultsDueDate) : null;

  return (
    <Paper component="aside" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t.timelineTitle}
      </Typography>
      <Stepper
        component="ol"
        orientation="vertical"
        activeStep={current === -1 ? state.stages.length : current}
        sx={{ pl: 0, m: 0 }}
      >
        {state.stages.map((stage) => {
          const lines = [stage.at ? instantDate(stage.at) : null, stage.detail].filter(Boolean);
          if (lines.length === 0 && stage.state !== 'done')
            lines.push(stage.state === 'current' ? t.current : t.pending);
          return (
            <Step component="li" key={stage.key} completed={stage.state === 'done'}>
              <StepLabel
                optional={
                  lines.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {lines.join(' · ')}
                    </Typography>
                  )
                }
              >
                {stage.label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {daysLeft !== null && resultsDueDate && (
        <Box role="status" sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'brandLight.primary' }}>
          <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
            {daysLeft > 0 ? t.daysLeft(daysLeft) : t.dueToday}
          </Typography>
          <Typography variant="body2">
            {daysLeft > 0 ? t.countdownHint(formatDateEs(resultsDueDate)) : t.resultsBy(formatDateEs(resultsDueDate))}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
