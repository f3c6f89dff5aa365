import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentInstrument } from '@nutritest/domain';
import { SavedCard } from './saved-card';

/**
 * The saved cards as radio buttons (/checkout), the chosen one outlined. Loaded with the card list,
 * which arrives after the page's first paint.
 */
export function SavedCardChoice({
  cards,
  chosenToken,
  onChoose,
}: {
  cards: PaymentInstrument[];
  chosenToken: string;
  onChoose: (instrumentToken: string) => void;
}) {
  return (
    <RadioGroup name="instrumentToken" value={chosenToken} onChange={(e) => onChoose(e.target.value)} sx={{ gap: 1.5 }}>
      {cards.map((c) => (
        <Paper
          key={c.instrumentToken}
          variant="outlined"
          sx={{
            px: 1.5,
            py: 1,
            borderColor: c.instrumentToken === chosenToken ? 'primary.main' : 'divider',
            borderWidth: c.instrumentToken === chosenToken ? 2 : 1,
          }}
        >
          <FormControlLabel
            value={c.instrumentToken}
            control={<Radio />}
            label={<SavedCard card={c} />}
            sx={{ m: 0, width: '100%', '& .MuiFormControlLabel-label': { minWidth: 0, flex: 1 } }}
          />
        </Paper>
      ))}
    </RadioGroup>
  );
}
