import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AnalysisStatus, type DistributionInfo, formatDateEs, type KitState, legDetail } from '@nutritest/domain';
import { useId } from 'react';
import { stepLabels, kitTexts as t } from '../texts';
import { LegSummary } from './leg-summary';

/**
 * Step 5: the sample's way back and the lab. Status 2 is 'Test en laboratorio' (doc 1 §4): the
 * customer is then waiting for results, promised within 45 business days.
 */
export function ResultsStage({
  info,
  state,
  onReschedule,
  onChange,
  onRescheduleDelivery,
  onChangeDelivery,
}: {
  info: DistributionInfo;
  state: KitState;
  onReschedule: () => void;
  /** Back to the pickup's choice, courier or office (issue 41 item 6). */
  onChange: () => void;
  onRescheduleDelivery: () => void;
  onChangeDelivery: () => void;
}) {
  const titleId = useId();
  const back = info.returnDistribution;
  const leg = state.pickup?.leg ?? null;
  const isOffice = Boolean(state.pickup?.isOffice);
  // The wizard opens here once a pickup is booked, even before the kit arrives: the delivery must
  // stay within reach, or it could not be moved any more (issue 41 item 6).
  const deliveryAhead = !state.stepsDone[2] && state.delivery !== null;

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {stepLabels[5]}
      </Typography>
      {info.status === AnalysisStatus.InLab ? (
        <>
          <Typography variant="h6" component="h3" gutterBottom>
            {t.inLabTitle}
          </Typography>
          <Chip label={t.waitingResults} color="primary" sx={{ mb: 2 }} />
          <Typography>{t.resultsPromise}</Typography>
          {info.resultsDueDate && <Typography>{t.resultsBy(formatDateEs(info.resultsDueDate))}</Typography>}
        </>
      ) : (
        <>
          <Typography variant="h6" component="h3" gutterBottom>
            {t.returnTitle}
          </Typography>
          {info.status === AnalysisStatus.SampleCollected && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t.sampleCollected}
            </Alert>
          )}
          {isOffice && <Typography>{t.returnOffice}</Typography>}
          {leg?.status === 'to_arrange' && <Typography>{t.returnToArrange}</Typography>}
          {leg?.agreedDate && <Typography>{t.deliveryAgreed(formatDateEs(leg.agreedDate))}</Typography>}
          {back && (
            <LegSummary
              date={leg?.date ?? null}
              schedule={leg?.schedule ?? null}
              place={isOffice ? 'office' : back.address}
            />
          )}
          {!state.canReschedulePickup &&
            !isOffice &&
            leg?.status === 'scheduled' &&
            leg.date &&
            leg.schedule !== null &&
            !leg.agreedDate && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t.rescheduleClosed}
              </Typography>
            )}
          {(state.canReschedulePickup || state.canChangePickup) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
              {state.canReschedulePickup && (
                <Button variant="outlined" onClick={onReschedule}>
                  {t.reschedulePickup}
                </Button>
              )}
              {state.canChangePickup && (
                <Button variant="text" onClick={onChange}>
                  {t.changePickup}
                </Button>
              )}
            </Stack>
          )}
          <Typography>{t.resultsPromise}</Typography>
          {deliveryAhead && (
            <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {t.deliveryTitle}
              </Typography>
              <Typography sx={{ mb: 1 }}>{legDetail(state.delivery)}</Typography>
              {(state.canRescheduleDelivery || state.canChangeDelivery) && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                  {state.canRescheduleDelivery && (
                    <Button variant="outlined" onClick={onRescheduleDelivery}>
                      {t.rescheduleDelivery}
                    </Button>
                  )}
                  {state.canChangeDelivery && (
                    <Button variant="text" onClick={onChangeDelivery}>
                      {t.changeDelivery}
                    </Button>
                  )}
                </Stack>
              )}
            </Box>
          )}
        </>
      )}
    </section>
  );
}
