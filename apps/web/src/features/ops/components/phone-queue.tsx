import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isAppError } from '@nutritest/domain';
import { useId, useState } from 'react';
import { useAgreePhoneLeg } from '../api/agree-phone-leg';
import { type PhoneQueueItem, usePhoneQueue } from '../api/get-phone-queue';
import { opsTexts as t } from '../texts';
import { QueryState } from './query-state';

function PhoneQueueCard({ item }: { item: PhoneQueueItem }) {
  const titleId = useId();
  const [agreedDate, setAgreedDate] = useState('');
  const [note, setNote] = useState('');
  const agree = useAgreePhoneLeg();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h3">
        {item.customer} · {item.kind}
      </Typography>
      <Typography variant="body2">
        {t.phone}: {item.mobile ?? t.none} · {item.email}
      </Typography>
      <Typography variant="body2">
        {item.address}, {item.department} · {t.reference}: {item.referenceId}
      </Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
        aria-label={`${t.agreedDate}: ${item.customer}`}
        onSubmit={(e) => {
          e.preventDefault();
          agree.mutate({ legId: item.id, agreedDate, note });
        }}
      >
        <TextField
          type="date"
          label={t.agreedDate}
          value={agreedDate}
          onChange={(e) => setAgreedDate(e.target.value)}
          required
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t.note}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" disabled={agree.isPending}>
          {t.save}
        </Button>
      </Stack>
      {agree.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {(isAppError(agree.error) && agree.error.fields?.agreedDate) || agree.error.message}
        </Alert>
      )}
    </Paper>
  );
}

/** Interior kits waiting for a call: the customer's phone and a form to record the agreed day. */
export function PhoneQueue() {
  const queue = usePhoneQueue();
  return (
    <Stack spacing={2}>
      <Typography>{t.phoneIntro}</Typography>
      <QueryState query={queue}>
        {(items) =>
          items.length === 0 ? (
            <Typography color="text.secondary">{t.phoneEmpty}</Typography>
          ) : (
            items.map((item) => <PhoneQueueCard key={item.id} item={item} />)
          )
        }
      </QueryState>
    </Stack>
  );
}
