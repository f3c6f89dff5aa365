import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AnalysisStatus, type DistributionInfo, DistributionType, formatDateEs, KitLeg } from '@nutritest/domain';
import { useId } from 'react';
import { legOf } from '../format';
import { stepLabels, kitTexts as t } from '../texts';
import { LegSummary } from './leg-summary';

/** Step 2: when and where the kit arrives; once delivered, the way on to the pickup. */
export function DeliveryConfirmation({ info, onNext }: { info: DistributionInfo; onNext: () => void }) {
  const titleId = useId();
  const distribution = info.pickupDistribution;
  const leg = legOf(distribution, KitLeg.Delivery);
  const isOffice = distribution?.type === DistributionType.Office;
  const isDelivered = info.status !== AnalysisStatus.Paid;
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
          {isOffice && <Typography>{t.deliveryOffice}</Typography>}
          {leg?.status === 'to_arrange' && <Typography>{t.deliveryToArrange}</Typography>}
          {leg?.agreedDate && <Typography>{t.deliveryAgreed(formatDateEs(leg.agreedDate))}</Typography>}
          <LegSummary
            date={leg?.date ?? null}
            schedule={leg?.schedule ?? null}
            place={isOffice ? 'office' : distribution.address}
          />
        </>
      )}
      <Box sx={{ mt: 3 }}>
        <Button variant={isDelivered ? 'contained' : 'outlined'} onClick={onNext}>
          {t.toPickup}
        </Button>
      </Box>
    </section>
  );
}
