import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { kitTexts as t } from '../texts';

export interface Choice {
  label: string;
  hint: string;
  icon: React.ReactNode;
  onSelect: () => void;
}

/** Step 0 and step 3: two ways to move the kit, each a large button with its explanation. */
export function ChoiceStep({
  title,
  question,
  choices,
  error,
  disabled,
  current,
  onBack,
  backLabel = t.back,
}: {
  title: string;
  question: string;
  choices: Choice[];
  error: Error | null;
  disabled: boolean;
  /** What is booked now, when the customer came back to change it (issue 41 item 6). */
  current?: string | null;
  onBack?: () => void;
  backLabel?: string;
}) {
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <Typography id={`${baseId}-title`} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{question}</Typography>
      {current && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {current}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {choices.map((choice, i) => (
          <Button
            key={choice.label}
            variant="outlined"
            disabled={disabled}
            onClick={choice.onSelect}
            aria-label={choice.label}
            aria-describedby={`${baseId}-hint-${i}`}
            startIcon={choice.icon}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', p: 2, alignItems: 'flex-start' }}
          >
            <Box component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: 'block', fontSize: 17 }}>
                {choice.label}
              </Box>
              <Box
                component="span"
                id={`${baseId}-hint-${i}`}
                sx={{ display: 'block', fontWeight: 400, color: 'text.primary', fontSize: 14, mt: 0.5 }}
              >
                {choice.hint}
              </Box>
            </Box>
          </Button>
        ))}
      </Box>
      {onBack && (
        <Box sx={{ mt: 3 }}>
          <Button onClick={onBack} disabled={disabled}>
            {backLabel}
          </Button>
        </Box>
      )}
    </section>
  );
}
