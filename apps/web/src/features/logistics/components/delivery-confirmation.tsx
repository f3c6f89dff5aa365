import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AnalysisStatus, type DistributionInfo, formatDateEs, type KitState } from '@nutritest/domain';
import { useId } from 'react';
import { stepLabels, kitTexts as t } from '../texts';
import { LegSummary } from './leg-summary';

/**
 * Step 2: when and where the kit arrives; once delivered, the way on to the pickup. A booked day
 * can be moved until the day before (issue 22), and a kit whose day passed can be reported lost.
 */
export function DeliveryConfirmation({
  info,
  state,
  onNext,
  onReschedule,
  onChange,
  onReportLost,
}: {
  info: DistributionInfo;
  state: KitState;
  onNext: () => void;
  onReschedule: () => void;
  /** Back to the first step, to choose the courier or the office again (issue 41 item 6). */
  onChange: () => void;
  onReportLost: () => void;
}) {
  const titleId = useId();
  const distribution = info.pickupDistribution;
  const view = state.delivery;
  const leg = view?.leg ?? null;
  const isDelivered = state.stepsDone[2];
  const isClosed =
    info.status === AnalysisStatus.Paid &&
    !state.canRescheduleDelivery &&
    leg?.status === 'scheduled' &&
    Boolean(leg.date) &&
    leg.schedule !== null &&
    !state.canReportLost;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {stepLabels[2]}
      </Typography>
      <Alert severity={isDelivered ? 'success' : 'info'} sx={{ mb: 2 }}>
        {isDelivered ? t.kitDelivered : t.kitOnItsWay}
      </Alert>
      {distribution && (
        <>
          <Typography variant="h6" component="h3">
            {t.deliveryTitle}
          </Typography>
          {view?.isOffice && <Typography>{t.deliveryOffice}</Typography>}
          {leg?.status === 'to_arrange' && <Typography>{t.deliveryToArrange}</Typography>}
          {leg?.agreedDate && <Typography>{t.deliveryAgreed(formatDateEs(leg.agreedDate))}</Typography>}
          <LegSummary
            date={leg?.date ?? null}
            schedule={leg?.schedule ?? null}
            place={view?.isOffice ? 'office' : distribution.address}
          />
          {isClosed && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t.rescheduleClosed}
            </Typography>
          )}
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        <Button variant={isDelivered ? 'contained' : 'outlined'} onClick={onNext}>
          {t.toPickup}
        </Button>
        {state.canRescheduleDelivery && (
          <Button variant="outlined" onClick={onReschedule}>
            {t.rescheduleDelivery}
          </Button>
        )}
        {state.canChangeDelivery && (
          <Button variant="text" onClick={onChange}>
            {t.changeDelivery}
          </Button>
        )}
      </Stack>
      {state.canReportLost && (
        <Box sx={{ mt: 3 }}>
          <Typography sx={{ fontWeight: 700 }}>{t.lostQuestion}</Typography>
          <Button variant="text" onClick={onReportLost} sx={{ px: 0 }}>
            {t.lostButton}
          </Button>
        </Box>
      )}
    </section>
  );
}
