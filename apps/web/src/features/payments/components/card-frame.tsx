import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { useOpenCardSession } from '../api/open-card-session';
import { errorText, paymentTexts } from '../texts';

/** The messages the card page and our /redirect page send to this window. */
const frameMessages = ['redirectOccurred', 'redirectSuccess', 'redirectError', 'instrumentAdded', 'errorOccurred'];

/** Size of the provider's card page (doc 1 §9); it shrinks to the screen's width on phones. */
export const CARD_FRAME_SIZE = 700;

function messageType(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && typeof (data as { type?: unknown }).type === 'string') {
    return (data as { type: string }).type;
  }
  return null;
}

function messageText(data: unknown): string | null {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * The payment provider's card page in a frame. It opens a card session (POST /v1/instruments with
 * this page's origin) and listens to the frame's postMessage: the card page says instrumentAdded /
 * errorOccurred, then our /redirect page (loaded in the frame) says redirectSuccess / redirectError.
 * Only messages from this app's own origin count; anything else is warned about and ignored.
 *
 * With `instrumentToken` it is the saved card's security-code frame (POST …/authorize): providers
 * that never keep the code ask for it before each charge; when the gateway needs nothing (the
 * sandbox answers no frame) `onAdded` runs at once.
 */
export function CardFrame({
  onAdded,
  instrumentToken,
  url,
  title,
}: {
  onAdded: () => void | Promise<void>;
  instrumentToken?: string;
  /** A frame page the server already opened (a 3-D Secure challenge): no session to open here. */
  url?: string;
  title?: string;
}) {
  const opening = useOpenCardSession(instrumentToken);
  const session = url ? { ...opening, data: url, isPending: false, isIdle: false, isError: false } : opening;
  const { mutate } = session;
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const onAddedRef = useRef(onAdded);
  const opened = useRef(false);
  const added = useRef(false);

  useEffect(() => {
    onAddedRef.current = onAdded;
  });

  const open = useCallback(() => {
    added.current = false;
    setFailure(null);
    mutate(window.location.origin);
  }, [mutate]);

  useEffect(() => {
    // One session per frame, even when development mode runs effects twice.
    if (opened.current || url) return;
    opened.current = true;
    open();
  }, [open, url]);

  useEffect(() => {
    // No frame needed for this card (the gateway keeps what it needs): go on.
    if (session.data !== '' || added.current) return;
    added.current = true;
    void onAddedRef.current();
  }, [session.data]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) {
        console.warn('Card frame: ignored a message from an unknown origin', event.origin);
        return;
      }
      const type = messageType(event.data);
      if (type === null || !frameMessages.includes(type)) return;
      console.info('Card frame:', type);
      if (type === 'redirectSuccess' || type === 'redirectOccurred') {
        if (added.current) return;
        added.current = true;
        void onAddedRef.current();
      } else if (type === 'redirectError' || type === 'errorOccurred') {
        setFailure({ message: messageText(event.data) });
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {failure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={open}>
              Volver a intentar
            </Button>
          }
        >
          {paymentTexts.cardNotSaved} {failure.message ?? paymentTexts.cardNotSavedHint}
        </Alert>
      )}
      {session.isPending || session.isIdle || session.data === '' ? (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Cargando…</Typography>
        </Stack>
      ) : session.isError ? (
        <RetryAlert onRetry={open}>{errorText(session.error)}</RetryAlert>
      ) : (
        <Box
          component="iframe"
          key={session.data}
          src={session.data}
          title={title ?? (instrumentToken ? 'Código de seguridad de la tarjeta' : 'Agregar tarjeta')}
          width={CARD_FRAME_SIZE}
          height={CARD_FRAME_SIZE}
          sx={{
            display: 'block',
            alignSelf: 'center',
            width: CARD_FRAME_SIZE,
            maxWidth: '100%',
            height: CARD_FRAME_SIZE,
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'common.white',
          }}
        />
      )}
    </Stack>
  );
}
