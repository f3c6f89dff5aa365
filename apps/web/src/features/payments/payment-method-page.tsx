import AddCard from '@mui/icons-material/AddCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentInstrument } from '@nutritest/domain';
import { useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useInstruments } from './api/get-instruments';
import { useRemoveInstrument } from './api/remove-instrument';
import { CardFrame } from './components/card-frame';
import { PageTitle } from './components/page-title';
import { cardName, SavedCard } from './components/saved-card';
import { errorText } from './texts';

function RemoveCardDialog({
  card,
  onClose,
  onRemoved,
}: {
  card: PaymentInstrument | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const remove = useRemoveInstrument();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={card !== null} onClose={close} aria-labelledby="remove-card-title" fullWidth maxWidth="xs">
      <DialogTitle id="remove-card-title">¿Eliminar esta tarjeta?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {card ? `${cardName(card)} de ${card.holderName}.` : ''} Podés volver a agregarla cuando quieras.
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() =>
            card &&
            remove.mutate(card.instrumentToken, {
              onSuccess: () => {
                remove.reset();
                onRemoved();
              },
            })
          }
        >
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /paymentMethod: the account's saved cards, add another, remove one (doc 1 §2, issue 4). */
export default function PaymentMethodPage() {
  const instruments = useInstruments();
  const [isAdding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<PaymentInstrument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cards = instruments.data ?? [];

  return (
    <PageShell maxWidth="md">
      <PageTitle title="Medios de pago">Las tarjetas que guardaste para pagar en NutriTest.</PageTitle>
      <Stack spacing={3}>
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Paper component="section" aria-labelledby="saved-cards-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="saved-cards-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
            Tarjetas guardadas
          </Typography>
          {instruments.isPending ? (
            <Skeleton variant="rounded" height={72} />
          ) : instruments.isError ? (
            <RetryAlert onRetry={() => instruments.refetch()}>{errorText(instruments.error)}</RetryAlert>
          ) : cards.length === 0 ? (
            <Typography color="text.secondary">Todavía no guardaste ninguna tarjeta.</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {cards.map((card) => (
                <Paper
                  component="li"
                  key={card.instrumentToken}
                  variant="outlined"
                  sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
                >
                  <SavedCard card={card} id={`card-${card.instrumentToken}`} />
                  <Button
                    color="error"
                    aria-describedby={`card-${card.instrumentToken}`}
                    onClick={() => {
                      setNotice(null);
                      setToRemove(card);
                    }}
                  >
                    Eliminar
                  </Button>
                </Paper>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper component="section" aria-labelledby="add-card-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="add-card-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
            Agregar una tarjeta
          </Typography>
          {isAdding ? (
            <Stack spacing={2}>
              <CardFrame
                onAdded={() => {
                  setAdding(false);
                  setNotice('Tarjeta agregada correctamente.');
                  void instruments.refetch();
                }}
              />
              <Button onClick={() => setAdding(false)} sx={{ alignSelf: 'center' }}>
                Cancelar
              </Button>
            </Stack>
          ) : (
            <Button
              variant="contained"
              startIcon={<AddCard />}
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              Agregar tarjeta
            </Button>
          )}
        </Paper>
      </Stack>
      <RemoveCardDialog
        card={toRemove}
        onClose={() => setToRemove(null)}
        onRemoved={() => {
          setToRemove(null);
          setNotice('Tarjeta eliminada.');
        }}
      />
    </PageShell>
  );
}
