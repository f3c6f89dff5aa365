import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { businessDaysBetween, type DistributionInfo, formatDateEs, montevideoDate } from '@nutritest/domain';
import { useId } from 'react';
import { instantDate } from '../format';
import { kitTexts as t } from '../texts';

/**
 * Every stage from paid to results sent with the day it was reached, and once the sample is
 * collected the 45-business-day promise counted down from today in Montevideo.
 */
export function KitTimeline({ info }: { info: Pick<DistributionInfo, 'timeline' | 'resultsDueDate' | 'status'> }) {
  const titleId = useId();
  const reached = info.timeline.map((s) => s.at !== null);
  const lastReached = reached.lastIndexOf(true);
  const daysLeft = info.resultsDueDate ? businessDaysBetween(montevideoDate(new Date()), info.resultsDueDate) : null;

  return (
    <Paper component="aside" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t.timelineTitle}
      </Typography>
      <Stepper component="ol" orientation="vertical" activeStep={lastReached} sx={{ pl: 0, m: 0 }}>
        {info.timeline.map((stage, i) => (
          <Step component="li" key={stage.status} completed={stage.at !== null}>
            <StepLabel
              optional={
                <Typography variant="body2" color="text.secondary">
                  {stage.at ? instantDate(stage.at) : i < lastReached ? t.skipped : t.pending}
                </Typography>
              }
            >
              {stage.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {daysLeft !== null && info.resultsDueDate && (
        <Box role="status" sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'brandLight.primary' }}>
          <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
            {daysLeft > 0 ? t.daysLeft(daysLeft) : t.dueToday}
          </Typography>
          <Typography variant="body2">
            {daysLeft > 0
              ? t.countdownHint(formatDateEs(info.resultsDueDate))
              : t.resultsBy(formatDateEs(info.resultsDueDate))}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
