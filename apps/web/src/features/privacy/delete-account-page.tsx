import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, privacyTexts } from '@nutritest/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { useSession } from '../../lib/session';
import { useConfirmDeletion } from './api/deletion';
import { DeletionExplanation } from './components/delete-account-section';

const DONE_PARAM = 'eliminada';

/**
 * /eliminar-cuenta?data=… : the page of the e-mailed link. Nothing happens on opening it (mail
 * scanners open links): the person reads what goes and confirms with the button. Signed in or not.
 */
export default function DeleteAccountPage() {
  const [params] = useSearchParams();
  const data = params.get('data') ?? '';
  const done = params.get(DONE_PARAM) === '1';
  const session = useSession();
  const confirm = useConfirmDeletion();

  function onConfirm() {
    confirm.mutate(
      { data },
      {
        // The account's sessions are already dead on the server; this drops the local one too.
        onSuccess: () => {
          if (session.token) void session.signOut(`/eliminar-cuenta?${DONE_PARAM}=1`);
        },
      },
    );
  }

  const finished = done || confirm.isSuccess;
  return (
    <PageShell maxWidth="sm">
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Eliminar mi cuenta
        </Typography>
        {finished ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {privacyTexts.deletionDone}
            </Alert>
            <Button component={RouterLink} to="/" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              Ir al inicio
            </Button>
          </Stack>
        ) : !data ? (
          <Alert severity="warning">{privacyTexts.deletionLinkInvalid}</Alert>
        ) : (
          <Stack spacing={2}>
            <DeletionExplanation />
            {confirm.isError && (
              <Alert severity="error" role="alert">
                {confirm.error instanceof AppError
                  ? confirm.error.message
                  : 'No pudimos eliminar la cuenta. Probá de nuevo.'}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button color="error" variant="contained" onClick={onConfirm} disabled={confirm.isPending}>
                {confirm.isPending ? 'Eliminando...' : 'Confirmar eliminación'}
              </Button>
              <Button component={RouterLink} to="/">
                No, conservar mi cuenta
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </PageShell>
  );
}
