import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, privacyTexts as t } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session';
import { consentsQuery, useUpdateConsent } from '../api/consents';

/**
 * The APOE opt-in (docs/privacy.md, "APOE"): the LDL result is built on APOE, which can also show
 * ε4/ε4 (a raised Alzheimer's risk). The server leaves it out until the owner accepts here; they can
 * hide it again at any time. Customers only: it is the owner's decision. Shown on the results page
 * and in the profile's privacy part.
 */
export function ApoeOptInCard() {
  const { account } = useSession();
  const isCustomer = account?.role === 'Customer';
  const consents = useQuery({ ...consentsQuery(account?.referer?.publicCode ?? null), enabled: isCustomer });
  const update = useUpdateConsent();
  const [isAware, setIsAware] = useState(false);
  const titleId = useId();
  if (!isCustomer || !consents.data) return null;
  const isGranted = consents.data.apoeResults.granted;

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ my: 3 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.apoeTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t.apoeExplanation}</Typography>
        <Typography sx={{ mb: 1 }}>{t.apoeWhatYouSee}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {t.apoeAdvice}
        </Typography>
        <Typography role="status" sx={{ fontWeight: 700, mb: 2 }}>
          {isGranted ? t.apoeGranted : t.apoeHidden}
        </Typography>
        {isGranted ? (
          <Button
            variant="outlined"
            disabled={update.isPending}
            onClick={() => update.mutate({ kind: 'apoe_results', granted: false })}
          >
            Ocultar mis resultados de APOE
          </Button>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormControlLabel
              control={<Checkbox checked={isAware} onChange={(e) => setIsAware(e.target.checked)} />}
              label={t.apoeConsent}
            />
            <Button
              variant="contained"
              disabled={!isAware || update.isPending}
              onClick={() => update.mutate({ kind: 'apoe_results', granted: true })}
            >
              Mostrar mis resultados de APOE
            </Button>
          </Stack>
        )}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {update.error instanceof AppError ? update.error.message : 'No pudimos guardar el cambio.'}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
