import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Account, AppError, companyOfferTexts, formatDateEs, messages, montevideoDate } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { companyInvitationQueryOptions, useAcceptCompanyInvitation } from '../api/company-invitation';

/**
 * Issue 41 item 7: a company invited someone who already had an account with that e-mail. No second
 * account is made, so the invitation waits here, above the kit's price: she accepts it and the
 * company's place pays her kit, instead of landing on USD 249 with no word of it (decision 064).
 */
export function CompanyInvitationOffer({ account }: { account: Account }) {
  const navigate = useNavigate();
  const isCandidate = account.role === 'Customer' && !account.profile.analysis;
  const offer = useQuery({ ...companyInvitationQueryOptions, enabled: isCandidate });
  const acceptance = useAcceptCompanyInvitation();
  const invitation = offer.data?.invitation;
  if (!isCandidate || !invitation) return null;
  const error = acceptance.error instanceof AppError ? acceptance.error.message : acceptance.error && messages.internal;

  return (
    <Paper
      component="section"
      aria-labelledby="company-offer-title"
      sx={{ p: { xs: 2.5, sm: 4 }, borderLeft: 6, borderColor: 'primary.main' }}
    >
      <Typography id="company-offer-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        {companyOfferTexts.title(invitation.company)}
      </Typography>
      <Typography sx={{ mb: 1 }}>{companyOfferTexts.body(invitation.company)}</Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        La invitación vence el {formatDateEs(montevideoDate(new Date(invitation.expiresAt)))}.
      </Typography>
      {!account.emailConfirmed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {companyOfferTexts.confirmEmailFirst}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={!account.emailConfirmed}
        loading={acceptance.isPending}
        onClick={() => acceptance.mutate(invitation.id, { onSuccess: () => navigate('/dashboard') })}
      >
        {companyOfferTexts.accept}
      </Button>
    </Paper>
  );
}
