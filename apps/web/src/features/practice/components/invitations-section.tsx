import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type InvitationProgress,
  type InvitationStatus,
  type InvitationSummary,
  invitationProgressLabels,
  invitationTexts,
  messages,
} from '@nutritest/domain';
import type { BannerSeverity } from '../../../components/page-banner';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { formatDay } from '../lib/month';
import { fullName } from './people-list';

const statusLabels: Record<InvitationStatus, string> = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  expired: 'Vencida',
  revoked: 'Cancelada',
};

const canAct = (status: InvitationStatus) => status === 'pending' || status === 'expired';

/** What a nutritionist's invitee does next, after registering (issue 22 item 7). */
const progressHints: Partial<Record<InvitationProgress, string>> = {
  registered: 'Ya creó su cuenta. Va a aparecer en Pacientes cuando compre su kit.',
  kitBought: 'Ya compró su kit: seguí su estado en Pacientes.',
  resultsReady: 'Sus resultados están listos: los ves en Pacientes.',
};

/**
 * A company's employee unlinked after accepting (issue 41 item 7): the invitation no longer reads
 * 'Aceptada' as if the person were still covered.
 */
const unlinkedLabel = 'Fuera de tu lista de empleados';

function expiryText(invitation: InvitationSummary): string {
  if (invitation.unlinked) {
    const day = formatDay(invitation.unlinked.at);
    return invitation.unlinked.placeReturned
      ? `Desvinculación del ${day}: el kit no se había entregado y el cupo volvió a quedar disponible.`
      : `Desvinculación del ${day}: el cupo sigue usado porque el kit ya se había entregado.`;
  }
  const hint = invitation.progress && progressHints[invitation.progress];
  if (hint) return hint;
  const day = formatDay(invitation.expiresAt);
  switch (invitation.status) {
    case 'pending':
      return `Vence el ${day}`;
    case 'expired':
      return `Venció el ${day}`;
    default:
      return `Enviada el ${formatDay(invitation.createdAt)}`;
  }
}

/** The invitations not cancelled (the ones to follow up), newest first as the server sends them. */
export function visibleInvitations(invitations: InvitationSummary[] | undefined): InvitationSummary[] {
  return (invitations ?? []).filter((invitation) => invitation.status !== 'revoked');
}

/**
 * 'Invitaciones enviadas' (nutritionist and company dashboards): each invitation with its status
 * and expiry (a nutritionist's also with where the invitee is: invited, registered without a kit, kit
 * bought, results ready — issue 22), and Reenviar / Cancelar invitación while it is pending or expired. Nothing shows
 * until there is an invitation to follow.
 */
export function InvitationsSection({ onBanner }: { onBanner: (severity: BannerSeverity, message: string) => void }) {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const fail = (error: unknown) => onBanner('warning', error instanceof Error ? error.message : messages.internal);
  const busyId = resend.isPending ? resend.variables : cancel.isPending ? cancel.variables : undefined;

  if (invitations.isError) {
    return (
      <Alert severity="error" sx={{ mt: 4 }}>
        {invitations.error.message}
      </Alert>
    );
  }
  const list = visibleInvitations(invitations.data);
  if (list.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="invitations-title" sx={{ mt: 5 }}>
      <Typography id="invitations-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Invitaciones enviadas
      </Typography>
      <Stack component="ul" aria-label="Invitaciones enviadas" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((invitation) => {
          const name = fullName(invitation);
          const isBusy = busyId === invitation.id;
          return (
            <Paper
              component="li"
              key={invitation.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Chip
                  label={invitation.unlinked ? unlinkedLabel : statusLabels[invitation.status]}
                  size="small"
                  variant="outlined"
                />
                {invitation.progress && invitation.progress !== 'invited' && (
                  <Chip
                    label={invitationProgressLabels[invitation.progress]}
                    size="small"
                    sx={{ bgcolor: 'brandLight.primary', color: 'primary.dark', fontWeight: 700 }}
                  />
                )}
                <Typography variant="body2" color="text.secondary">
                  {expiryText(invitation)}
                </Typography>
              </Box>
              {canAct(invitation.status) && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={isBusy}
                    aria-label={`Reenviar invitación a ${name}`}
                    onClick={() =>
                      resend.mutate(invitation.id, {
                        onSuccess: (answer) => onBanner('success', answer.message || invitationTexts.resent),
                        onError: fail,
                      })
                    }
                  >
                    Reenviar
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={isBusy}
                    aria-label={`Cancelar invitación de ${name}`}
                    onClick={() =>
                      cancel.mutate(invitation.id, {
                        onSuccess: () => onBanner('success', invitationTexts.revoked),
                        onError: fail,
                      })
                    }
                  >
                    Cancelar invitación
                  </Button>
                </Box>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
